// Interface placeholder: replaced by the contact feature.
export interface ContactFormProps {
  /** 'home': name, email, phone, message. 'page': adds subject and consent. */
  variant: 'home' | 'page';
}

export function ContactForm(_props: ContactFormProps) {
  return null;
}
