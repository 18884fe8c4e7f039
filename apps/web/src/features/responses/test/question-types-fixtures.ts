import type { FormResponse, Question, QuestionSummary, ResponsesSummary } from "@formloom/shared";
import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  QUESTION_BEHAVIOUR_DEFAULTS,
} from "@formloom/shared";

// One question of each of the seven newer types, three responses and the summary the server
// gives for them (counted by hand).

export const FORM_ID = "0193a000-0000-7000-8000-0000000000f2";
const AT = "2026-03-01T10:00:00.000Z";
const id = (n: number) => `0193a000-0000-7000-8000-00000000010${n}`;

export const IDS = {
  dropdown: id(1),
  email: id(2),
  number: id(3),
  date: id(4),
  scale: id(5),
  grid: id(6),
  ranking: id(7),
};

const COUNTRIES = Array.from({ length: 12 }, (_, index) => `Country ${index + 1}`);

const question = (
  _id: string,
  fields: Pick<Question, "questionType" | "questionText"> & Partial<Question>,
): Question => ({
  _id,
  required: false,
  validations: {},
  options: [],
  maxRating: null,
  ...EMPTY_TYPE_FIELDS,
  ...QUESTION_BEHAVIOUR_DEFAULTS,
  correctAnswer: [],
  ...fields,
});

export const QUESTIONS: Question[] = [
  question(IDS.dropdown, {
    questionType: "dropdown",
    questionText: "Where do you live?",
    options: COUNTRIES,
    correctAnswer: ["Country 2"],
  }),
  question(IDS.email, { questionType: "email", questionText: "Your email" }),
  question(IDS.number, { questionType: "number", questionText: "How many pets?" }),
  question(IDS.date, { questionType: "date", questionText: "When did you start?" }),
  question(IDS.scale, {
    questionType: "linearScale",
    questionText: "Would you recommend us?",
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: "Not at all likely",
    scaleMaxLabel: "Extremely likely",
  }),
  question(IDS.grid, {
    questionType: "matrix",
    questionText: "Rate each part",
    rows: ["Speed", "Price"],
    options: ["Good", "Bad"],
    correctAnswer: ["Good", "Good"],
  }),
  question(IDS.ranking, {
    questionType: "ranking",
    questionText: "Order these",
    options: ["Tea", "Coffee", "Water"],
    correctAnswer: ["Coffee", "Tea", "Water"],
  }),
];

const option = (name: string, count: number, percentage: number, isCorrect = false) => ({
  option: name,
  count,
  percentage,
  isCorrect,
});

const base = (questionId: string, answeredCount = 3) => {
  const { questionText, questionType } = QUESTIONS.find((q) => q._id === questionId) as Question;
  return { questionId, questionText, questionType, answeredCount, options: [] };
};

// Fifteen chose a country: Country 12 three times, Country 2 (the correct one) twice, every
// other once, so the chart's top ten leave out Countries 10 and 11.
const dropdownOptions = COUNTRIES.map((name) => {
  if (name === "Country 12") return option(name, 3, 20);
  if (name === "Country 2") return option(name, 2, 13, true);
  return option(name, 1, 7);
});

const scaleOptions = Array.from({ length: 11 }, (_, value) =>
  value === 10
    ? option("10", 2, 67)
    : value === 3
      ? option("3", 1, 33)
      : option(String(value), 0, 0),
);

export const QUESTION_SUMMARIES: QuestionSummary[] = [
  { ...base(IDS.dropdown, 15), options: dropdownOptions },
  base(IDS.email),
  {
    ...base(IDS.number),
    number: {
      average: 2.3333333,
      median: 2,
      min: 0,
      max: 5,
      histogram: [
        { from: 0, to: 2.5, count: 2 },
        { from: 2.5, to: 5, count: 1 },
      ],
    },
  },
  {
    ...base(IDS.date),
    date: {
      earliest: "2026-01-01",
      latest: "2026-03-31",
      perMonth: [
        { month: "2026-01", count: 2 },
        { month: "2026-03", count: 1 },
      ],
    },
  },
  {
    ...base(IDS.scale),
    options: scaleOptions,
    scale: {
      average: 7.6666667,
      nps: {
        score: 33,
        promoters: { count: 2, percentage: 67 },
        passives: { count: 0, percentage: 0 },
        detractors: { count: 1, percentage: 33 },
      },
    },
  },
  {
    ...base(IDS.grid),
    grid: [
      {
        row: "Speed",
        answeredCount: 3,
        columns: [option("Good", 2, 67, true), option("Bad", 1, 33)],
      },
      {
        row: "Price",
        answeredCount: 2,
        columns: [option("Good", 0, 0, true), option("Bad", 2, 100)],
      },
    ],
  },
  {
    ...base(IDS.ranking),
    ranking: [
      { option: "Coffee", averagePosition: 1.3333333, isCorrectPosition: true },
      { option: "Tea", averagePosition: 2, isCorrectPosition: true },
      { option: "Water", averagePosition: 2.6666667, isCorrectPosition: true },
    ],
  },
];

export const SUMMARY: ResponsesSummary = {
  form: {
    _id: FORM_ID,
    title: "Every new type",
    description: "",
    isPublic: true,
    createdAt: AT,
    updatedAt: AT,
    version: 1,
    responseCount: 15,
    workspaceId: "01950000-0000-7000-8000-0000000000aa",
    role: "owner",
    ownerId: "01950000-0000-7000-8000-0000000000c1",
    settings: DEFAULT_FORM_SETTINGS,
    scoresReleasedAt: null,
    hasPassword: false,
    hiddenFields: [],
    translations: {},
    questions: QUESTIONS,
  },
  version: 1,
  versions: [{ version: 1, createdAt: AT, responseCount: 15 }],
  totalResponses: 15,
  averageScore: 50,
  highestScore: 100,
  lowestScore: 0,
  languages: [],
  variables: [],
  questions: QUESTION_SUMMARIES,
};

const response = (n: number, answers: FormResponse["answers"]): FormResponse => ({
  _id: `0193a000-0000-7000-8000-0000000001a${n}`,
  formId: FORM_ID,
  version: 1,
  hiddenFields: {},
  respondentName: "Guest User",
  respondentEmail: "guest@anonymous.invalid",
  answers,
  score: { correct: 0, total: 3, percentage: 0 },
  variables: {},
  language: "en",
  createdAt: AT,
  updatedAt: AT,
});

/** Newest first: a fully right one, then one wrong in the grid and the ranking. */
export const RESPONSES: FormResponse[] = [
  response(2, [
    { questionId: IDS.dropdown, answer: "Country 2" },
    { questionId: IDS.email, answer: "ada@example.org" },
    { questionId: IDS.number, answer: 1234.5 },
    { questionId: IDS.date, answer: "2026-03-01" },
    { questionId: IDS.scale, answer: 10 },
    { questionId: IDS.grid, answer: ["Good", "Good"] },
    { questionId: IDS.ranking, answer: ["Coffee", "Tea", "Water"] },
  ]),
  response(1, [
    { questionId: IDS.dropdown, answer: "Country 12" },
    { questionId: IDS.grid, answer: ["Good", "Bad"] },
    { questionId: IDS.ranking, answer: ["Water", "Tea", "Coffee"] },
  ]),
];
