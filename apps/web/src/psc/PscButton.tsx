import Button from '@mui/material/Button';

interface PscButtonProps {
  /** The `oidcAuthUrl` of `GET /psc/init`. */
  href: string;
  label: string;
  /** Just before the browser leaves (the sign-in remembers what it was started for). */
  onClick?: () => void;
}

/**
 * The Pro Santé Connect button: a plain link (the browser leaves for our server, which sends it on
 * to the provider), styled as a button, full width so its label wraps on a narrow screen.
 */
export function PscButton({ href, label, onClick }: PscButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      onClick={onClick}
      variant="outlined"
      size="large"
      fullWidth
      sx={{ textAlign: 'center' }}
    >
      {label}
    </Button>
  );
}
