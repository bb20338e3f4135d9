import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { AuthFlowError, signUpWithEmail } from '../api/auth-api';
import { authTexts, minPasswordLength } from '../auth-texts';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';

interface SignUpFormProps {
  onSuccess: () => void;
}

/** "Cadastrar": name, e-mail and a password of at least 6 characters (spec §5). */
export function SignUpForm({ onSuccess }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedName = name.trim();
    const trimmedEmail = email.trim();
    if (!trimmedName || !trimmedEmail || !password) {
      toast.error(authTexts.requiredTitle, { description: authTexts.requiredMessage });
      return;
    }
    if (password.length < minPasswordLength) {
      toast.error(authTexts.shortPasswordTitle, { description: authTexts.shortPasswordMessage });
      return;
    }
    setBusy(true);
    try {
      await signUpWithEmail(trimmedName, trimmedEmail, password);
      toast.success(authTexts.signUpSuccess);
      onSuccess();
    } catch (error) {
      const taken = error instanceof AuthFlowError && error.failure === 'emailTaken';
      toast.error(authTexts.signUpErrorTitle, {
        description: taken ? authTexts.signUpEmailTaken : authTexts.signUpFailed,
      });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label={authTexts.nameLabel}
        name="name"
        autoComplete="name"
        placeholder={authTexts.namePlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={authTexts.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={authTexts.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={authTexts.passwordLabel}
        hint={authTexts.passwordHint}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton label={authTexts.signUpSubmit} busy={busy} />
    </form>
  );
}
