import Button from '@mui/material/Button';

interface PscButtonProps {
  /** The `oidcAuthUrl` of `GET /psc/init`. */
  href: string;
  label: string;
}

/**
 * The Pro Santé Connect button: a plain link (the browser leaves for our server, which sends it on
 * to the provider), styled as a button, full width so its label wraps on a narrow screen.
 */
export function PscButton({ href, label }: PscButtonProps) {
  return (
    <Button component="a" href={href} variant="outlined" size="large" fullWidth sx={{ textAlign: 'center' }}>
      {label}
    </Button>
  );
}
