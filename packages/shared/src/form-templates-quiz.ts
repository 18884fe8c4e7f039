import type { FormTemplate } from "./form-template";

// A graded quiz: every scored question has a correct answer, points and feedback, and the
// respondent sees the score and the right answers as soon as they submit.
export const GRADED_QUIZ_TEMPLATE: FormTemplate = {
  id: "graded-quiz",
  name: "Graded quiz",
  summary: "A self-marking quiz with points, feedback and the correct answers shown after.",
  form: {
    title: "Science and geography quiz",
    description:
      "Seven scored questions worth 10 points. Your score appears as soon as you submit.",
    questions: [
      { key: "name", questionType: "text", questionText: "Your name", required: true },
      {
        key: "planet",
        questionType: "multipleChoice",
        questionText: "Which planet is closest to the Sun?",
        required: true,
        options: ["Venus", "Mercury", "Earth", "Mars"],
        correctAnswer: ["Mercury"],
        feedback: {
          correct: "Right: Mercury orbits the Sun at about 58 million km.",
          incorrect: "Mercury is the closest, at about 58 million km from the Sun.",
        },
      },
      {
        key: "primes",
        questionType: "checkbox",
        questionText: "Which of these numbers are prime? Tick every one.",
        required: true,
        options: ["2", "9", "11", "15"],
        correctAnswer: ["2", "11"],
        points: 2,
        feedback: {
          correct: "Well done: 2 and 11 have no divisors but 1 and themselves.",
          incorrect: "2 and 11 are prime; 9 = 3 × 3 and 15 = 3 × 5.",
        },
      },
      {
        key: "continents",
        questionType: "number",
        questionText: "How many continents are there on Earth?",
        required: true,
        validations: { integer: true, min: 0, max: 20 },
        correctAnswer: ["7"],
        feedback: {
          correct: "Yes, seven.",
          incorrect:
            "The usual count is seven: Africa, Antarctica, Asia, Australia, Europe, North and South America.",
        },
      },
      {
        key: "gold",
        questionType: "dropdown",
        questionText: "What is the chemical symbol for gold?",
        required: true,
        options: ["Ag", "Au", "Fe", "Pb"],
        correctAnswer: ["Au"],
        feedback: {
          correct: "Au, from the Latin aurum.",
          incorrect: "It is Au, from the Latin aurum. Ag is silver.",
        },
      },
      {
        key: "water",
        questionType: "multipleChoice",
        questionText: "At sea level, water boils at which temperature?",
        required: true,
        options: ["90 °C", "100 °C", "110 °C", "120 °C"],
        correctAnswer: ["100 °C"],
      },
      {
        key: "order",
        questionType: "ranking",
        questionText: "Put these planets in order, nearest the Sun first.",
        required: true,
        options: ["Jupiter", "Earth", "Saturn", "Mars"],
        correctAnswer: ["Earth", "Mars", "Jupiter", "Saturn"],
        points: 3,
      },
      {
        key: "ocean",
        questionType: "multipleChoice",
        questionText: "Which is the largest ocean?",
        required: true,
        options: ["Atlantic", "Indian", "Arctic", "Pacific"],
        correctAnswer: ["Pacific"],
      },
      {
        key: "confidence",
        questionType: "linearScale",
        questionText: "How confident did you feel about this quiz?",
        scaleMin: 1,
        scaleMax: 5,
        scaleMinLabel: "Not at all",
        scaleMaxLabel: "Very",
      },
    ],
    settings: {
      quiz: { releaseScore: "immediately", showCorrectAnswers: true },
    },
  },
};
