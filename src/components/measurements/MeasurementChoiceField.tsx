'use client';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { MyMeasurementProfilesDocument } from '../../client/measurements/documents';
import { garmentApiNames, unitFromApi, type MeasurementChoice, type MeasurementGarment } from '../../lib/measurements';
import { RouterLink } from '../RouterLink';

const designerCall = 'DESIGNER_CALL';
const sendBlouse = 'SEND_BLOUSE';
const asValue = (c: MeasurementChoice | null) =>
  c === null ? '' : c.kind === 'PROFILE' ? `profile:${c.profileId}` : c.kind;
function fromValue(value: string): MeasurementChoice {
  if (value === designerCall || value === sendBlouse) return { kind: value };
  return { kind: 'PROFILE', profileId: value.slice('profile:'.length) };
}

/**
 * How one tailoring line gets its measurements: one of the shopper's saved profiles for this garment, a
 * designer's call to take them, or a well-fitting garment sent in as the pattern; with a link to make a
 * profile (coming back to `returnTo`). For checkout and for changing an order's measurements within its window.
 * `error` is a translated reason shown under the choices and read with them: for the snapshot's refusals and
 * a missing choice, `measurements.choice.refusals.<PROFILE_NOT_FOUND | GARMENT_MISMATCH | PROFILE_INCOMPLETE |
 * CHOICE_REQUIRED>`.
 */
export function MeasurementChoiceField({
  garment,
  value,
  onChange,
  error,
  returnTo,
  legend,
}: {
  garment: MeasurementGarment;
  value: MeasurementChoice | null;
  onChange(choice: MeasurementChoice): void;
  error?: string | null;
  returnTo?: string;
  legend?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [{ data, fetching, error: failure }] = useQuery({
    query: asDocument(MyMeasurementProfilesDocument),
    variables: { garment: garmentApiNames[garment] },
    // A profile made on /measurements since (an empty list carries no type to invalidate) shows on return.
    requestPolicy: 'cache-and-network',
  });
  const profiles = data?.myMeasurementProfiles ?? [];
  // Inside a sentence ("a blouse", not "a Blouse"); Hindi and Arabic have no case, so this leaves them alone.
  const garmentName = t(`measurements.garments.${garment}`).toLocaleLowerCase(i18n.language);
  const create = `/measurements?new=${encodeURIComponent(garment)}${returnTo ? `&next=${encodeURIComponent(returnTo)}` : ''}`;
  const helpId = `${id}-help`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} data-testid="measurement-choice">
      <FormLabel component="legend" id={`${id}-legend`}>
        {legend ?? t('measurements.choice.legend', { garment: garmentName })}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={asValue(value)}
        onChange={(e) => onChange(fromValue(e.target.value))}
        aria-describedby={error ? helpId : undefined}
      >
        {profiles.map((p) => (
          <FormControlLabel
            key={p.id}
            value={`profile:${p.id}`}
            control={<Radio />}
            label={
              <>
                <bdi>{p.name}</bdi> · {t(`measurements.unitNames.${unitFromApi(p.unit)}`)}
              </>
            }
          />
        ))}
        <FormControlLabel value={designerCall} control={<Radio />} label={t('measurements.choice.designerCall')} />
        <FormControlLabel
          value={sendBlouse}
          control={<Radio />}
          label={t(garment === 'blouse' ? 'measurements.choice.sendBlouse' : 'measurements.choice.sendGarment', {
            garment: garmentName,
          })}
        />
      </RadioGroup>
      {error ? (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
      {fetching && !data ? (
        <Typography variant="body2" role="status" color="text.secondary">
          {t('measurements.loading')}
        </Typography>
      ) : null}
      {failure ? (
        <Typography variant="body2" color="error">
          {t('measurements.failed')}
        </Typography>
      ) : null}
      <Link component={RouterLink} href={create} variant="body2" sx={{ mt: 0.5, alignSelf: 'flex-start' }}>
        {t(profiles.length ? 'measurements.choice.createAnother' : 'measurements.choice.create', {
          garment: garmentName,
        })}
      </Link>
    </FormControl>
  );
}
