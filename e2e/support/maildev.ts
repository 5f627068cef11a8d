/** The SMTP catcher of the journeys and the fault tests: maildev, read through its REST API (`mailbox.ts`). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function startMaildev(smtpPort: number, webPort: number) {
  const maildevBin = fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
  return spawn(
    process.execPath,
    [maildevBin, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '-s', String(smtpPort), '-w', String(webPort)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
