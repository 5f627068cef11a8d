import { useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  STRENGTH_REFUSAL_MESSAGES,
  assessPassword,
  passwordStrengthMessages,
  type PasswordStrengthEstimator,
  type PersonalDetails,
} from '@portal/shared';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden.ts';

/** zxcvbn takes some milliseconds a try: the meter follows the typing once it pauses this long. */
const ASSESS_DELAY_MS = 150;
/** How long typing pauses before the meter's text is read out: not on every keystroke. */
export const ANNOUNCE_DELAY_MS = 1_000;

const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

interface PasswordStrengthMeterProps {
  password: string;
  details: PersonalDetails;
  minScore: number;
  estimator: PasswordStrengthEstimator | undefined;
}

/**
 * The strength of the password being typed: a bar, its level in words (not colour alone), the
 * refusal or zxcvbn's advice; the same text, once typing pauses, to screen readers (politely).
 */
export function PasswordStrengthMeter({ password, details, minScore, estimator }: PasswordStrengthMeterProps) {
  const typed = useDebouncedValue(password, ASSESS_DELAY_MS);
  const assessment = useMemo(
    () => (estimator && typed ? assessPassword(typed, details, minScore, estimator) : undefined),
    [typed, details, minScore, estimator],
  );
  const level = assessment && passwordStrengthMessages.levels[assessment.score];
  const title = level && passwordStrengthMessages.meter.replace('{{level}}', level);
  const advice = assessment
    ? assessment.refusal
      ? [STRENGTH_REFUSAL_MESSAGES[assessment.refusal], assessment.warning, assessment.suggestions[0]]
      : [passwordStrengthMessages.strongEnough]
    : [];
  const text = [title, ...advice].filter(Boolean).join(' ');
  const announced = useDebouncedValue(text, ANNOUNCE_DELAY_MS);

  if (!password) return null;
  if (!assessment) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {passwordStrengthMessages.loading}
      </Typography>
    );
  }
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(assessment.score + 1) * 20}
        color={assessment.refusal ? 'error' : COLOURS[assessment.score]}
        aria-hidden
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
        {title}
      </Typography>
      {advice.filter(Boolean).map((line) => (
        <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {announced}
      </Box>
    </Box>
  );
}
