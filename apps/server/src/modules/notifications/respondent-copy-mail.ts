import {
  type AnswerValue,
  type FormTexts,
  formatAnswerCell,
  LANGUAGES,
  type LanguageCode,
  optionTextKey,
  parseFileUrl,
  type Question,
  questionTextKey,
  rowTextKey,
  takesUploadedFile,
  toOwnerText,
  translated,
} from "@formloom/shared";
import type { Mail } from "../../lib/mailer.js";
import type { OwnerAnswerLine } from "../../lib/owner-answer-lines.js";
import { escapeHtml, htmlLines, mailLayout } from "./owner-mail.js";
import { fillCopyText, RESPONDENT_COPY_TEXTS } from "./respondent-copy-texts.js";

export type RespondentCopy = {
  to: string;
  language: LanguageCode;
  /** The form's title, as the respondent read it. */
  title: string;
  submittedAt: Date;
  answers: readonly { questionId: string; answer: AnswerValue }[];
  /** The questions of the version answered. */
  questions: readonly Question[];
  /** The form's texts in the respondent's language; none in its default language. */
  texts: FormTexts | undefined;
  /** Uploaded files' names by id: a file is named, never attached. */
  fileNames: ReadonlyMap<string, string>;
};

type Line = OwnerAnswerLine;

function answerText(copy: RespondentCopy, question: Question, answer: AnswerValue): string {
  const { texts, questions, fileNames, language } = copy;
  const option = (value: string) =>
    question.options.includes(value)
      ? toOwnerText(translated(texts, optionTextKey(question._id, value), value), questions)
      : value;
  if (question.questionType === "signature") return RESPONDENT_COPY_TEXTS[language].signed;
  if (takesUploadedFile(question.questionType)) {
    const urls = Array.isArray(answer) ? answer : [answer];
    return urls
      .map((url) => fileNames.get(parseFileUrl(String(url)) ?? "") ?? String(url))
      .map((name) => fillCopyText(RESPONDENT_COPY_TEXTS[language].file, { name }))
      .join(", ");
  }
  if (question.questionType === "consent") return RESPONDENT_COPY_TEXTS[language].agreed;
  if (question.questionType === "matrix" && Array.isArray(answer)) {
    return (question.rows ?? [])
      .map((row, index) => {
        const column = answer[index];
        const rowText = translated(texts, rowTextKey(question._id, row), row);
        return column ? `${rowText}: ${option(String(column))}` : "";
      })
      .filter((part) => part !== "")
      .join("; ");
  }
  if (typeof answer === "string") return option(answer);
  if (Array.isArray(answer)) return formatAnswerCell(answer.map((value) => option(String(value))));
  return formatAnswerCell(answer);
}

/** Each answer under its question, as the respondent read them; hidden fields are not answers. */
function answerLines(copy: RespondentCopy): Line[] {
  const byId = new Map(copy.questions.map((question) => [question._id, question]));
  return copy.answers.flatMap(({ questionId, answer }) => {
    const question = byId.get(questionId);
    if (!question) return [];
    const text = translated(
      copy.texts,
      questionTextKey(questionId, "questionText"),
      question.questionText,
    );
    return [
      {
        question: toOwnerText(text, copy.questions),
        value: answerText(copy, question, answer),
      },
    ];
  });
}

function formatTime(date: Date, language: LanguageCode): string {
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${time} UTC`;
}

/** The respondent's copy of their answers: in their language, with the form's title. */
export function respondentCopyMail(copy: RespondentCopy): Mail {
  const texts = RESPONDENT_COPY_TEXTS[copy.language];
  const lines = answerLines(copy);
  const values = { title: copy.title, time: formatTime(copy.submittedAt, copy.language) };
  const intro = fillCopyText(texts.intro, values);
  const htmlIntro = fillCopyText(escapeHtml(texts.intro), {
    title: `<strong>${escapeHtml(copy.title)}</strong>`,
    time: escapeHtml(values.time),
  });
  const direction = LANGUAGES[copy.language].direction;
  return {
    to: copy.to,
    subject: fillCopyText(texts.subject, { title: copy.title }),
    text: [
      intro,
      "",
      ...lines.map((line) => `${line.question}: ${line.value}`),
      "",
      texts.footer,
    ].join("\n"),
    html: mailLayout(
      `<div dir="${direction}" lang="${copy.language}"><p>${htmlIntro}</p>
<dl>${htmlLines(lines)}</dl>
<p style="color:#6b7280">${escapeHtml(texts.footer)}</p></div>`,
    ),
  };
}
