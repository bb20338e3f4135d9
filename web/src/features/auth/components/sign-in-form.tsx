import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { AuthFlowError, signInWithEmail } from '../api/auth-api';
import { authTexts } from '../auth-texts';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';

interface SignInFormProps {
  onSuccess: () => void;
}

/** "Entrar": e-mail and password, both required (spec §5). */
export function SignInForm({ onSuccess }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields' own values: on the pre-rendered /auth, what was typed before the app's code
    // arrived is in the fields but not in the state.
    const fields = new FormData(event.currentTarget);
    const trimmedEmail = String(fields.get('email') ?? '').trim();
    const typedPassword = String(fields.get('password') ?? '');
    if (!trimmedEmail || !typedPassword) {
      toast.error(authTexts.requiredTitle, { description: authTexts.requiredMessage });
      return;
    }
    setBusy(true);
    try {
      await signInWithEmail(trimmedEmail, typedPassword);
      toast.success(authTexts.signInSuccess);
      onSuccess();
    } catch (error) {
      const invalid = error instanceof AuthFlowError && error.failure === 'invalidCredentials';
      toast.error(authTexts.signInErrorTitle, {
        description: invalid ? authTexts.signInInvalidCredentials : authTexts.signInFailed,
      });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
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
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton label={authTexts.signInSubmit} busy={busy} />
    </form>
  );
}
