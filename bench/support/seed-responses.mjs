// Many responses seeded in SQL, with the counter shards submissions would have kept. `database`
// is anything with `query(text, values)` answering `{ rows }`: a pg client or a PGlite.

/** Ten questions: choice, checkboxes, rating and text in turn (choice and checkboxes scored). */
export function tenQuestions() {
  return Array.from({ length: 10 }, (_, index) => {
    const kind = index % 4;
    if (kind === 0)
      return {
        questionType: "multipleChoice",
        questionText: `Choice ${index}`,
        options: ["A", "B", "C", "D"],
        correctAnswer: ["A"],
      };
    if (kind === 1)
      return {
        questionType: "checkbox",
        questionText: `Boxes ${index}`,
        options: ["W", "X", "Y", "Z"],
        correctAnswer: ["W", "Y"],
      };
    if (kind === 2)
      return { questionType: "rating", questionText: `Rating ${index}`, maxRating: 5 };
    return { questionType: "text", questionText: `Text ${index}` };
  });
}

/** The SQL of the n-th response's answers to the saved questions of `tenQuestions()`. */
export function tenAnswersSql(questions) {
  return questions
    .map((q, index) => {
      const kind = index % 4;
      const value =
        kind === 0
          ? `to_jsonb((ARRAY['A','B','C','D'])[1 + (n + ${index}) % 4])`
          : kind === 1
            ? `to_jsonb(ARRAY['W','Y'])`
            : kind === 2
              ? `to_jsonb(1 + (n * 7 + ${index}) % 5)`
              : `to_jsonb('answer ' || n)`;
      return `jsonb_build_object('questionId', '${q._id}', 'answer', ${value})`;
    })
    .join(", ");
}

// How submissions tally each type (apps/server/src/modules/responses/tally-answers.ts).
function tallyKind(question) {
  if (question.questionType === "matrix") return "grid";
  if (question.questionType === "ranking") return "ranking";
  return ["text", "paragraph", "email", "file"].includes(question.questionType) ? "none" : "value";
}

/**
 * `count` responses to version 1 of the form, spread evenly over the last 365 days, stored in the
 * order they arrived, as submissions store them.
 */
export async function seedResponses(database, formId, answerSql, count) {
  await database.query(
    `INSERT INTO responses (id, form_id, form_version, respondent_name, respondent_email, answers, score, max_score, percentage, submitted_at)
     SELECT gen_random_uuid(), $1, 1, 'Guest User', 'guest@anonymous.invalid', jsonb_build_array(${answerSql}),
            n % 6, 5, round((n % 6) * 100.0 / 5)::int % 101,
            now() - ($2 - n) * interval '365 days' / $2
     FROM generate_series(1, $2) AS n`,
    [formId, count],
  );
}

/**
 * The counter shards submissions keep (response_stats, answer_tallies), computed here from the
 * seeded rows in bulk: the summary reads those, so a seed without them would measure nothing.
 */
export async function seedCounters(database, formId, questions) {
  const kinds = questions.map((q) => ({ id: q._id, kind: tallyKind(q), rows: q.rows ?? [] }));
  const shardedResponses = `SELECT *, abs(hashtext(id::text)) % 16 AS shard
    FROM responses WHERE form_id = $1`;
  await database.query(
    `INSERT INTO response_stats (form_id, form_version, shard, responses, percentage_sum,
       percentage_max, percentage_min)
     SELECT form_id, form_version, shard, count(*), sum(percentage), max(percentage), min(percentage)
     FROM (${shardedResponses}) AS r GROUP BY 1, 2, 3`,
    [formId],
  );
  await database.query(
    `INSERT INTO answer_tallies (form_id, form_version, question_id, option, shard, tally)
     SELECT r.form_id, r.form_version, a->>'questionId', chosen.option, r.shard, count(*)
     FROM (${shardedResponses}) AS r
     CROSS JOIN jsonb_array_elements(r.answers) AS a
     JOIN jsonb_to_recordset($2::jsonb) AS q(id text, kind text, rows jsonb)
       ON q.id = a->>'questionId'
     CROSS JOIN LATERAL (
       SELECT '' AS option
       UNION ALL
       SELECT value FROM jsonb_array_elements_text(
         CASE WHEN q.kind <> 'value' THEN '[]'::jsonb
              WHEN jsonb_typeof(a->'answer') = 'array' THEN a->'answer'
              ELSE jsonb_build_array(a->'answer') END)
       UNION ALL
       SELECT '[' || to_json(q.rows->>(cell.i::int - 1))::text || ',' || to_json(cell.v)::text || ']'
       FROM jsonb_array_elements_text(CASE WHEN q.kind = 'grid' THEN a->'answer' ELSE '[]' END)
         WITH ORDINALITY AS cell(v, i)
       WHERE cell.v <> ''
       UNION ALL
       SELECT '[' || to_json(place.v)::text || ',' || place.i || ']'
       FROM jsonb_array_elements_text(CASE WHEN q.kind = 'ranking' THEN a->'answer' ELSE '[]' END)
         WITH ORDINALITY AS place(v, i)
     ) AS chosen
     GROUP BY 1, 2, 3, 4, 5`,
    [formId, JSON.stringify(kinds)],
  );
}
