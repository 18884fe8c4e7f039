import { NPS_MAX_LABEL, NPS_MIN_LABEL } from "./constants";
import type { FormTemplate } from "./form-template";
import { GRADED_QUIZ_TEMPLATE } from "./form-templates-quiz";

// The forms "Create Form" offers besides a blank one. Each is an ordinary draft the builder
// could have saved: questions name each other by key, and the server gives them ids when the
// owner creates a form from it (POST /api/forms). form-templates.test.ts holds every template to
// the builder's rules.

const yesNo = ["Yes", "No"];

const CONTACT_TEMPLATE: FormTemplate = {
  id: "contact",
  name: "Contact form",
  summary: "Let people reach you with a question, and say how they would like a reply.",
  form: {
    title: "Contact us",
    description: "Send us a message and we will get back to you within two working days.",
    questions: [
      { key: "name", questionType: "text", questionText: "Your name", required: true },
      { key: "email", questionType: "email", questionText: "Email address", required: true },
      {
        key: "topic",
        questionType: "dropdown",
        questionText: "What is your message about?",
        required: true,
        options: ["General question", "Sales", "Support", "Partnerships", "Press"],
      },
      {
        key: "message",
        questionType: "paragraph",
        questionText: "Your message",
        required: true,
        validations: { maxLength: 2000 },
      },
      {
        key: "reply",
        questionType: "multipleChoice",
        questionText: "How would you like us to reply?",
        required: true,
        options: ["By email", "By phone"],
      },
      {
        key: "phone",
        questionType: "text",
        questionText: "Phone number",
        required: true,
        logic: {
          match: "all",
          conditions: [{ questionId: "reply", operator: "equals", value: "By phone" }],
        },
      },
    ],
    settings: { confirmationMessage: "Thanks for getting in touch. We will reply soon." },
  },
};

const CUSTOMER_FEEDBACK_TEMPLATE: FormTemplate = {
  id: "customer-feedback",
  name: "Customer feedback (NPS)",
  summary: "Measure your Net Promoter Score and learn what drives it.",
  form: {
    title: "How are we doing?",
    description: "Two minutes of your time helps us improve. Every answer is read by the team.",
    questions: [
      {
        key: "nps",
        questionType: "linearScale",
        questionText: "How likely are you to recommend us to a friend or colleague?",
        required: true,
        scaleMin: 0,
        scaleMax: 10,
        scaleMinLabel: NPS_MIN_LABEL,
        scaleMaxLabel: NPS_MAX_LABEL,
      },
      {
        key: "reason",
        questionType: "paragraph",
        questionText: "What is the main reason for your score?",
      },
      {
        key: "improve",
        questionType: "paragraph",
        questionText: "What is the one thing we could do to make your experience better?",
        logic: {
          match: "all",
          conditions: [{ questionId: "nps", operator: "lessThan", value: 7 }],
        },
      },
      {
        key: "support",
        questionType: "rating",
        questionText: "How would you rate our customer support?",
        maxRating: 5,
      },
      {
        key: "features",
        questionType: "checkbox",
        questionText: "Which parts of the product do you use most?",
        options: ["Mobile app", "Web app", "Reports", "Integrations"],
      },
      {
        key: "followUp",
        questionType: "multipleChoice",
        questionText: "May we contact you about your feedback?",
        required: true,
        options: yesNo,
      },
      {
        key: "followUpEmail",
        questionType: "email",
        questionText: "Your email address",
        required: true,
        logic: {
          match: "all",
          conditions: [{ questionId: "followUp", operator: "equals", value: "Yes" }],
        },
      },
    ],
  },
};

const EVENT_REGISTRATION_TEMPLATE: FormTemplate = {
  id: "event-registration",
  name: "Event registration",
  summary: "Collect sign-ups with sessions, dietary needs and guests.",
  form: {
    title: "Event registration",
    description: "Reserve your place. We will email your ticket a week before the event.",
    questions: [
      { key: "name", questionType: "text", questionText: "Full name", required: true },
      { key: "email", questionType: "email", questionText: "Email address", required: true },
      { key: "organisation", questionType: "text", questionText: "Company or organisation" },
      {
        key: "sessions",
        questionType: "checkbox",
        questionText: "Which sessions will you attend?",
        required: true,
        options: ["Morning keynote", "Hands-on workshop", "Panel discussion", "Evening reception"],
      },
      {
        key: "diet",
        questionType: "dropdown",
        questionText: "Dietary requirements",
        required: true,
        options: ["None", "Vegetarian", "Vegan", "Gluten-free", "Halal", "Kosher", "Other"],
      },
      {
        key: "dietOther",
        questionType: "text",
        questionText: "Please describe your dietary requirements",
        required: true,
        logic: {
          match: "all",
          conditions: [{ questionId: "diet", operator: "equals", value: "Other" }],
        },
      },
      {
        key: "guest",
        questionType: "multipleChoice",
        questionText: "Will you bring a guest?",
        required: true,
        options: yesNo,
      },
      {
        key: "guestName",
        questionType: "text",
        questionText: "Your guest's full name",
        required: true,
        logic: {
          match: "all",
          conditions: [{ questionId: "guest", operator: "equals", value: "Yes" }],
        },
      },
      {
        key: "accessibility",
        questionType: "paragraph",
        questionText: "Is there anything we can do to make the event accessible for you?",
      },
    ],
    settings: { confirmationMessage: "You're registered. See you there!" },
  },
};

const JOB_APPLICATION_TEMPLATE: FormTemplate = {
  id: "job-application",
  name: "Job application",
  summary: "Take applications on two pages, with a CV upload.",
  form: {
    title: "Job application",
    description: "Thank you for your interest in joining us. It takes about ten minutes.",
    questions: [
      {
        key: "aboutYou",
        questionType: "section",
        questionText: "About you",
        description: "How we can reach you about your application.",
      },
      { key: "name", questionType: "text", questionText: "Full name", required: true },
      { key: "email", questionType: "email", questionText: "Email address", required: true },
      { key: "phone", questionType: "text", questionText: "Phone number", required: true },
      {
        key: "application",
        questionType: "section",
        questionText: "Your application",
        description: "Tell us about your experience and upload your CV.",
      },
      {
        key: "position",
        questionType: "dropdown",
        questionText: "Which position are you applying for?",
        required: true,
        options: [
          "Software engineer",
          "Product designer",
          "Customer success manager",
          "Marketing specialist",
        ],
      },
      {
        key: "experience",
        questionType: "number",
        questionText: "Years of relevant experience",
        required: true,
        validations: { min: 0, max: 60, integer: true },
      },
      {
        key: "cv",
        questionType: "file",
        questionText: "Upload your CV (PDF)",
        required: true,
        validations: { fileType: "pdf" },
      },
      {
        key: "motivation",
        questionType: "paragraph",
        questionText: "Why would you like to work with us?",
        required: true,
        validations: { maxLength: 3000 },
      },
      {
        key: "startDate",
        questionType: "date",
        questionText: "Earliest date you could start",
        required: true,
      },
      {
        key: "source",
        questionType: "dropdown",
        questionText: "How did you hear about this job?",
        options: ["Our website", "LinkedIn", "A job board", "A friend or colleague", "Other"],
      },
    ],
  },
};

const COURSE_EVALUATION_TEMPLATE: FormTemplate = {
  id: "course-evaluation",
  name: "Course evaluation",
  summary: "Ask students what worked, what did not and how to improve.",
  form: {
    title: "Course evaluation",
    description: "Your answers are anonymous and help us improve the course for next year.",
    questions: [
      { key: "course", questionType: "text", questionText: "Course name", required: true },
      {
        key: "agreement",
        questionType: "matrix",
        questionText: "How much do you agree with each statement?",
        required: true,
        rows: [
          "The course objectives were clear",
          "The materials helped me learn",
          "The workload was reasonable",
          "The instructor explained ideas clearly",
          "I received useful feedback on my work",
        ],
        options: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
      },
      {
        key: "overall",
        questionType: "rating",
        questionText: "Overall, how would you rate this course?",
        required: true,
        maxRating: 5,
      },
      {
        key: "hours",
        questionType: "number",
        questionText: "About how many hours a week did you spend on this course?",
        validations: { min: 0, max: 80 },
      },
      { key: "best", questionType: "paragraph", questionText: "What was most useful to you?" },
      {
        key: "change",
        questionType: "paragraph",
        questionText: "What one change would improve the course?",
      },
      {
        key: "recommend",
        questionType: "multipleChoice",
        questionText: "Would you recommend this course to other students?",
        required: true,
        options: ["Yes", "Maybe", "No"],
      },
    ],
  },
};

const BUG_REPORT_TEMPLATE: FormTemplate = {
  id: "bug-report",
  name: "Bug report",
  summary: "Get reproducible bug reports with severity and a screenshot.",
  form: {
    title: "Report a bug",
    description: "Found something broken? The more detail you give, the faster we can fix it.",
    questions: [
      {
        key: "summary",
        questionType: "text",
        questionText: "Summary of the problem",
        required: true,
        validations: { maxLength: 120 },
      },
      {
        key: "area",
        questionType: "dropdown",
        questionText: "Where did it happen?",
        required: true,
        options: ["Sign-in and account", "Dashboard", "Editor", "Billing", "Mobile app", "Other"],
      },
      {
        key: "severity",
        questionType: "multipleChoice",
        questionText: "How severe is it?",
        required: true,
        options: [
          "Critical: I cannot work",
          "Major: a feature is broken",
          "Minor: there is a workaround",
          "Cosmetic",
        ],
      },
      {
        key: "steps",
        questionType: "paragraph",
        questionText: "Steps to reproduce",
        required: true,
      },
      {
        key: "expected",
        questionType: "paragraph",
        questionText: "What did you expect to happen?",
        required: true,
      },
      {
        key: "actual",
        questionType: "paragraph",
        questionText: "What happened instead?",
        required: true,
      },
      {
        key: "screenshot",
        questionType: "file",
        questionText: "Screenshot",
        validations: { fileType: "image" },
      },
      { key: "environment", questionType: "text", questionText: "Browser, device and version" },
      { key: "noticed", questionType: "date", questionText: "When did you first notice it?" },
      { key: "email", questionType: "email", questionText: "Email for follow-up questions" },
    ],
  },
};

const ORDER_REQUEST_TEMPLATE: FormTemplate = {
  id: "order-request",
  name: "Order request",
  summary: "Take orders with quantity, delivery method and address.",
  form: {
    title: "Order request",
    description: "Place your order below. We will confirm it and send an invoice by email.",
    questions: [
      { key: "name", questionType: "text", questionText: "Full name", required: true },
      { key: "email", questionType: "email", questionText: "Email address", required: true },
      {
        key: "product",
        questionType: "dropdown",
        questionText: "Product",
        required: true,
        options: ["Classic T-shirt", "Hoodie", "Cap", "Tote bag", "Mug", "Sticker pack"],
      },
      {
        key: "size",
        questionType: "dropdown",
        questionText: "Size",
        required: true,
        options: ["XS", "S", "M", "L", "XL", "XXL"],
        logic: {
          match: "any",
          conditions: [
            { questionId: "product", operator: "equals", value: "Classic T-shirt" },
            { questionId: "product", operator: "equals", value: "Hoodie" },
          ],
        },
      },
      {
        key: "quantity",
        questionType: "number",
        questionText: "Quantity",
        required: true,
        validations: { min: 1, max: 500, integer: true },
      },
      {
        key: "delivery",
        questionType: "multipleChoice",
        questionText: "Delivery method",
        required: true,
        options: ["Standard delivery", "Express delivery", "Pick up in store"],
      },
      {
        key: "address",
        questionType: "paragraph",
        questionText: "Delivery address",
        required: true,
        logic: {
          match: "all",
          conditions: [
            { questionId: "delivery", operator: "notEquals", value: "Pick up in store" },
          ],
        },
      },
      { key: "deliveryDate", questionType: "date", questionText: "Preferred delivery date" },
      { key: "notes", questionType: "paragraph", questionText: "Anything else we should know?" },
    ],
    settings: { confirmationMessage: "Thank you for your order. We will confirm it by email." },
  },
};

export const FORM_TEMPLATES: readonly FormTemplate[] = [
  CONTACT_TEMPLATE,
  CUSTOMER_FEEDBACK_TEMPLATE,
  EVENT_REGISTRATION_TEMPLATE,
  JOB_APPLICATION_TEMPLATE,
  GRADED_QUIZ_TEMPLATE,
  COURSE_EVALUATION_TEMPLATE,
  BUG_REPORT_TEMPLATE,
  ORDER_REQUEST_TEMPLATE,
];
