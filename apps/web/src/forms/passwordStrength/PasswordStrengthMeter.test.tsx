import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordStrengthMessages as strength } from '@portal/shared';
import { createPasswordStrengthEstimator } from '@portal/shared/password-strength-estimator';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

const estimator = createPasswordStrengthEstimator();
const details = { firstName: 'Claire', lastName: 'Dubois', emails: ['claire.dubois@chu-lyon.fr'] };
const meter = (password: string, loaded = estimator) => (
  <PasswordStrengthMeter password={password} details={details} minScore={3} estimator={loaded} />
);

describe('Password strength meter', () => {
  it('says the level in words and why the password is refused, then reads it out once typing pauses', async () => {
    const { rerender } = render(meter('Dubois2026!!'));
    expect(await screen.findByText(strength.personal)).toBeTruthy();
    expect(screen.getByText(strength.meter.replace('{{level}}', strength.levels[0]))).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.textContent, { timeout: 3_000 }).toContain(strength.personal);

    rerender(meter('Girafe-Tambour-Violet-42!'));
    expect(await screen.findByText(strength.strongEnough)).toBeTruthy();
    expect(screen.queryByText(strength.personal)).toBeNull();
  });

  it('shows nothing for an empty password, and waits for the dictionaries', () => {
    const { container, rerender } = render(meter(''));
    expect(container.textContent).toBe('');
    rerender(meter('Motdepasse2026!', undefined));
    expect(screen.getByText(strength.loading)).toBeTruthy();
  });
});
