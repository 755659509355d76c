'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../client/i18n/react';

/**
 * One "send a code, then type it" step: a field for the address or number (when there is one), a send
 * button, then the code field and a confirm button. A refusal is shown under the field it concerns and
 * focused, so a screen reader hears it.
 */
export function CodeStep(props: {
  id: string;
  targetLabel?: string;
  targetType?: 'email' | 'tel';
  initialTarget?: string;
  sendLabel: string;
  confirmLabel: string;
  /** Answers null when sent, else the translated reason. */
  onSend: (target: string) => Promise<string | null>;
  onConfirm: (code: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(props.initialTarget ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ on: 'target' | 'code'; text: string } | null>(null);
  const targetRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error?.on === 'target') targetRef.current?.focus();
    if (error?.on === 'code' || (sent && !error)) codeRef.current?.focus();
  }, [error, sent]);

  const run = async (on: 'target' | 'code', step: () => Promise<string | null>, after: () => void) => {
    setBusy(true);
    setError(null);
    try {
      const refused = await step();
      if (refused) setError({ on, text: refused });
      else after();
    } catch {
      setError({ on, text: t('profileSettings.errors.network') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {props.targetLabel && (
        <TextField
          id={`${props.id}-target`}
          inputRef={targetRef}
          label={props.targetLabel}
          type={props.targetType}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          error={error?.on === 'target'}
          helperText={error?.on === 'target' ? error.text : undefined}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
      {props.children}
      {!props.targetLabel && error?.on === 'target' && (
        <Box role="alert" tabIndex={-1} ref={targetRef} sx={{ color: 'error.main' }}>
          {error.text}
        </Box>
      )}
      <Button
        variant="outlined"
        disabled={busy}
        sx={{ justifySelf: 'start' }}
        onClick={() =>
          run(
            'target',
            () => props.onSend(target),
            () => setSent(true),
          )
        }
      >
        {props.sendLabel}
      </Button>
      {sent && (
        <>
          <TextField
            id={`${props.id}-code`}
            inputRef={codeRef}
            label={t('profileSettings.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error?.on === 'code'}
            helperText={error?.on === 'code' ? error.text : t('profileSettings.codeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', dir: 'ltr' } }}
          />
          <Button
            variant="contained"
            disabled={busy || code.length !== 6}
            sx={{ justifySelf: 'start' }}
            onClick={() =>
              run(
                'code',
                () => props.onConfirm(code),
                () => {
                  setSent(false);
                  setCode('');
                },
              )
            }
          >
            {props.confirmLabel}
          </Button>
        </>
      )}
    </Box>
  );
}
