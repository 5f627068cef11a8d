/** Stands in for the ALTCHA widget in component tests: a button that "verifies" at once. */
export function FakeCaptchaWidget({ onChange }: { onChange: (payload: string | undefined) => void }) {
  return (
    <button type="button" onClick={() => onChange('captcha-payload')}>
      Je ne suis pas un robot
    </button>
  );
}
