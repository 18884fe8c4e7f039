import type { LanguageCode } from "@formloom/shared";

// The respondent's copy in each language the public page speaks: the mail is read by the person
// who answered, in the language they answered in. {title} and {time} are filled in.

export type RespondentCopyTexts = {
  subject: string;
  intro: string;
  file: string;
  /** A consent given: the legal text itself is not repeated in the mail. */
  agreed: string;
  /** A signature answer: the image stays with the owner. */
  signed: string;
  footer: string;
};

export const RESPONDENT_COPY_TEXTS: Record<LanguageCode, RespondentCopyTexts> = {
  en: {
    subject: "Your answers to {title}",
    intro: "Here is a copy of the answers you sent to {title} on {time}.",
    file: "File: {name}",
    agreed: "Agreed",
    signed: "Signed",
    footer: "You receive this mail because you asked for a copy of your answers.",
  },
  de: {
    subject: "Ihre Antworten auf {title}",
    intro: "Hier ist eine Kopie der Antworten, die Sie am {time} an {title} gesendet haben.",
    file: "Datei: {name}",
    agreed: "Zugestimmt",
    signed: "Unterschrieben",
    footer: "Sie erhalten diese E-Mail, weil Sie eine Kopie Ihrer Antworten angefordert haben.",
  },
  fr: {
    subject: "Vos réponses à {title}",
    intro: "Voici une copie des réponses que vous avez envoyées à {title} le {time}.",
    file: "Fichier : {name}",
    agreed: "Accepté",
    signed: "Signé",
    footer: "Vous recevez ce message parce que vous avez demandé une copie de vos réponses.",
  },
  es: {
    subject: "Tus respuestas a {title}",
    intro: "Esta es una copia de las respuestas que enviaste a {title} el {time}.",
    file: "Archivo: {name}",
    agreed: "Aceptado",
    signed: "Firmado",
    footer: "Recibes este correo porque pediste una copia de tus respuestas.",
  },
  "pt-BR": {
    subject: "Suas respostas a {title}",
    intro: "Aqui está uma cópia das respostas que você enviou para {title} em {time}.",
    file: "Arquivo: {name}",
    agreed: "Aceito",
    signed: "Assinado",
    footer: "Você recebeu este e-mail porque pediu uma cópia das suas respostas.",
  },
  it: {
    subject: "Le tue risposte a {title}",
    intro: "Ecco una copia delle risposte che hai inviato a {title} il {time}.",
    file: "File: {name}",
    agreed: "Accettato",
    signed: "Firmato",
    footer: "Ricevi questa email perché hai chiesto una copia delle tue risposte.",
  },
  nl: {
    subject: "Je antwoorden op {title}",
    intro: "Hier is een kopie van de antwoorden die je op {time} naar {title} hebt gestuurd.",
    file: "Bestand: {name}",
    agreed: "Akkoord",
    signed: "Ondertekend",
    footer: "Je ontvangt deze e-mail omdat je om een kopie van je antwoorden hebt gevraagd.",
  },
  pl: {
    subject: "Twoje odpowiedzi: {title}",
    intro: "Oto kopia odpowiedzi wysłanych w formularzu {title} dnia {time}.",
    file: "Plik: {name}",
    agreed: "Zaakceptowano",
    signed: "Podpisano",
    footer: "Otrzymujesz tę wiadomość, ponieważ poprosiłeś(-aś) o kopię swoich odpowiedzi.",
  },
  tr: {
    subject: "{title} için yanıtlarınız",
    intro: "{time} tarihinde {title} formuna gönderdiğiniz yanıtların bir kopyası aşağıdadır.",
    file: "Dosya: {name}",
    agreed: "Onaylandı",
    signed: "İmzalandı",
    footer: "Bu e-postayı, yanıtlarınızın bir kopyasını istediğiniz için alıyorsunuz.",
  },
  ja: {
    subject: "{title} へのご回答",
    intro: "{time} に {title} へ送信された回答の控えです。",
    file: "ファイル: {name}",
    agreed: "同意済み",
    signed: "署名済み",
    footer: "回答の控えをご希望されたため、このメールをお送りしています。",
  },
  "zh-Hans": {
    subject: "您对 {title} 的回答",
    intro: "以下是您于 {time} 提交给 {title} 的回答副本。",
    file: "文件：{name}",
    agreed: "已同意",
    signed: "已签名",
    footer: "您收到此邮件是因为您要求获取回答副本。",
  },
  ar: {
    subject: "إجاباتك على {title}",
    intro: "هذه نسخة من الإجابات التي أرسلتها إلى {title} في {time}.",
    file: "ملف: {name}",
    agreed: "تمت الموافقة",
    signed: "تم التوقيع",
    footer: "تصلك هذه الرسالة لأنك طلبت نسخة من إجاباتك.",
  },
};

/** A text with its {placeholders} filled in. */
export function fillCopyText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
