import { LoaderCircle, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { helpTexts } from '../help-texts';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import { Button } from '@/components/button';
import { TextField, inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { useTypedBeforeHydration } from '@/lib/early-taps';

const emptyForm = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form of /ajuda (spec §2 Help, §5): name, optional e-mail, subject and
 * message. "Enviar" stays disabled until name and message are filled; after a successful
 * send the form is cleared.
 */
export function ContactForm() {
  const [form, setForm] = useState(emptyForm);
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formElement, (typed) => setForm((current) => ({ ...current, ...typed })));
  const send = useSendContactMessage({ onSent: () => setForm(emptyForm) });
  const messageId = useId();
  const canSend = form.name.trim() !== '' && form.message.trim() !== '' && !send.isPending;

  function update(field: keyof typeof emptyForm) {
    return (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    send.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
    });
  }

  return (
    // noValidate: the server checks the e-mail and answers in pt-BR, like every other error.
    <form ref={formElement} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label={helpTexts.nameLabel}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={form.name}
        onChange={update('name')}
      />
      <TextField
        label={helpTexts.emailLabel}
        hint={helpTexts.emailHint}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={form.email}
        onChange={update('email')}
      />
      <TextField
        label={helpTexts.subjectLabel}
        name="subject"
        maxLength={200}
        value={form.subject}
        onChange={update('subject')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold">
          {helpTexts.messageLabel}
        </label>
        <textarea
          id={messageId}
          name="message"
          required
          rows={6}
          maxLength={5000}
          value={form.message}
          onChange={update('message')}
          className={cn(inputClasses, 'min-h-36 w-full resize-y py-2.5')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!canSend}>
        {send.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {helpTexts.sending}
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            {helpTexts.send}
          </>
        )}
      </Button>
    </form>
  );
}
