'use client';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { identityLimits } from '../../lib/identity-rules';
import type { ProfileFormValues } from '../../lib/login-form';
import type { FormError } from '../../client/account/use-action';

type Props = {
  control: Control<ProfileFormValues>;
  /** The form's error: shown above the fields, and on the field the server blamed. */
  error: FormError | null;
  /** Shown between the error and the fields (the profile page's read-only phone number). */
  before?: ReactNode;
  autoFocus?: boolean;
  /** Whether the optional email is asked for (the profile page proves it by a code in its own section). */
  withEmail?: boolean;
};

/** The fields' own check (profileFormSchema) as the form's error, in the words the server's refusal uses. */
export function profileFieldsError(
  errors: FieldErrors<ProfileFormValues>,
  t: (key: string) => string,
): FormError | null {
  if (errors.name) return { field: 'name', text: t('auth.errors.name') };
  if (errors.email) return { field: 'email', text: t('auth.errors.email') };
  return null;
}

/**
 * A shopper's name and email, as the profile page edits them and a new shopper gives them right after
 * signing in: the same labels, limits and error display in both places.
 */
export function ProfileFields({ control, error, before, autoFocus, withEmail = true }: Props) {
  const { t } = useTranslation();
  // The error is tied to the field it is about: read with it, and the field marked invalid (error).
  const errorId = useId();
  const describedBy = (field: 'name' | 'email') => (error?.field === field ? errorId : undefined);
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert" id={errorId}>
          {error.text}
        </Alert>
      ) : null}
      {before}
      <Controller
        control={control}
        name="name"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('auth.name')}
            required
            autoComplete="name"
            autoFocus={autoFocus}
            error={error?.field === 'name'}
            slotProps={{ htmlInput: { maxLength: identityLimits.nameLength, 'aria-describedby': describedBy('name') } }}
          />
        )}
      />
      {withEmail ? (
        <Controller
          control={control}
          name="email"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              inputRef={ref}
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              error={error?.field === 'email'}
              slotProps={{
                htmlInput: { maxLength: identityLimits.emailLength, 'aria-describedby': describedBy('email') },
              }}
            />
          )}
        />
      ) : null}
    </>
  );
}
