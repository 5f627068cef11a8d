#!/usr/bin/env python3
"""
Checks a running deployment through each of its instances (Python's standard library only):

  - /readyz is 200 and /healthz answers;
  - the discovery document names the public address as issuer, and every instance serves the same
    signing keys (one JWKS file shared);
  - /api/config/ serves the browser's configuration, / the SPA (its script too);
  - a sign-in started on one instance goes on at the other: the authorization request on the second
    opens the login interaction, which the first then shows (sessions, interactions and cookie keys
    shared through PostgreSQL and the configuration);
  - with --mail-api (maildev's web address): a sign-up code asked on one instance, behind a captcha
    issued and signed by another, is delivered to the SMTP catcher.

  deploy/smoke-check.py --public-url https://portail.example.fr http://127.0.0.1:3000 http://127.0.0.1:3001

Exit code 0 when every check passes; each check prints one line.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import http.cookiejar
import json
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: D102 - keep 3xx answers as they are
        return None


class Client:
    """One browser: a cookie jar shared by every instance (the cookies' host is the same)."""

    def __init__(self) -> None:
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirect())

    def request(self, url: str, *, method: str = "GET", body: dict | None = None, accept: str = "*/*"):
        headers = {"Accept": accept}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
            token = next((c.value for c in self.jar if c.name == "XSRF-TOKEN"), None)
            if token:
                headers["X-XSRF-TOKEN"] = token
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with self.opener.open(request, timeout=20) as answer:
                return answer.status, answer.headers, answer.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def json(self, url: str, **kwargs):
        status, headers, body = self.request(url, accept="application/json", **kwargs)
        try:
            return status, headers, json.loads(body or b"null")
        except json.JSONDecodeError:
            return status, headers, body[:200]


failures: list[str] = []


def check(label: str, ok: bool, detail: str = "") -> bool:
    print(f"  {'ok  ' if ok else 'FAIL'} {label}{(' — ' + detail) if detail else ''}")
    if not ok:
        failures.append(label)
    return ok


def solve_captcha(challenge: dict) -> str:
    """ALTCHA v1: the number whose SHA-256 after the salt is the challenge."""
    salt, target = challenge["salt"], challenge["challenge"]
    for number in range(int(challenge.get("maxnumber", 1_000_000)) + 1):
        if hashlib.sha256(f"{salt}{number}".encode()).hexdigest() == target:
            payload = {k: challenge[k] for k in ("algorithm", "challenge", "salt", "signature")}
            payload["number"] = number
            return base64.b64encode(json.dumps(payload).encode()).decode()
    raise RuntimeError("captcha without solution")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--public-url", required=True, help="PUBLIC_URL of the instances")
    parser.add_argument("--mail-api", help="maildev's web address (its REST API), to check a mail is delivered")
    parser.add_argument("instances", nargs="+", help="each instance's own address")
    args = parser.parse_args()
    instances = [url.rstrip("/") for url in args.instances]
    public_url = args.public_url.rstrip("/")

    jwks_seen = []
    for base in instances:
        print(f"{base}:")
        client = Client()
        status, _, body = client.json(f"{base}/readyz")
        check("/readyz is 200", status == 200, f"{status} {body}")
        status, _, _ = client.request(f"{base}/healthz")
        check("/healthz is 200", status == 200, str(status))

        status, _, discovery = client.json(f"{base}/oidc/.well-known/openid-configuration")
        issuer = discovery.get("issuer") if isinstance(discovery, dict) else None
        check("discovery's issuer is PUBLIC_URL/oidc", status == 200 and issuer == f"{public_url}/oidc", str(issuer))
        jwks_path = urllib.parse.urlparse(discovery.get("jwks_uri", "")).path if isinstance(discovery, dict) else ""
        status, _, jwks = client.json(f"{base}{jwks_path or '/oidc/jwks'}")
        kids = sorted(key.get("kid", "") for key in jwks.get("keys", [])) if isinstance(jwks, dict) else []
        check("signing keys served", status == 200 and len(kids) >= 1, ", ".join(kids))
        jwks_seen.append(kids)

        status, _, config = client.json(f"{base}/api/config/")
        check("/api/config/ serves the browser's configuration", status == 200 and isinstance(config, dict) and "top_menu" in config)

        status, headers, page = client.request(f"{base}/", accept="text/html")
        html = page.decode("utf-8", "replace")
        script = re.search(r'<script type="module"[^>]* src="(/assets/[^"]+\.js)"', html)
        check(
            "/ serves the SPA",
            status == 200 and "text/html" in headers.get("Content-Type", "") and "<title>Portail Anapath</title>" in html,
            f"{status} {headers.get('Content-Type')}",
        )
        if script:
            status, headers, _ = client.request(f"{base}{script.group(1)}")
            check(f"its script {script.group(1)}", status == 200 and "javascript" in headers.get("Content-Type", ""))
        else:
            check("its script", False, "no module script in the page")

    if len(instances) > 1:
        print("across instances:")
        check("every instance signs with the same keys", all(kids == jwks_seen[0] for kids in jwks_seen))
        first, second = instances[0], instances[1]
        client = Client()
        status, _, login = client.json(f"{first}/portalLogin")
        auth_url = login.get("authUrl") if isinstance(login, dict) else None
        check("/portalLogin on the first gives the authorization address", status == 200 and bool(auth_url), str(status))
        if auth_url:
            status, headers, _ = client.request(f"{second}{auth_url}")
            location = headers.get("Location", "")
            opened = re.match(r"^/oidc/interaction/([\w-]+)$", location)
            check("the authorization on the second opens an interaction", status == 303 and bool(opened), f"{status} {location}")
            if opened:
                uid = opened.group(1)
                status, _, interaction = client.json(f"{first}{location}")
                check(
                    "the first shows that interaction: the login form",
                    status == 200
                    and isinstance(interaction, dict)
                    and interaction.get("interactionId") == uid
                    and interaction.get("interactionType") == "login",
                    f"{status} {interaction}",
                )
                status, headers, _ = client.request(f"{second}{location}", accept="text/html")
                spa = headers.get("Location", "")
                check(
                    "the browser is sent to the sign-in page",
                    status == 303 and spa.startswith("/#/login?interactionId="),
                    f"{status} {spa}",
                )

    if args.mail_api:
        print("mail:")
        mail_api = args.mail_api.rstrip("/")
        client = Client()
        first, last = instances[0], instances[-1]
        status, _, challenge = client.json(f"{first}/captcha/challenge")
        if check("a captcha challenge from the first instance", status == 200 and isinstance(challenge, dict), str(status)):
            started = time.monotonic()
            payload = solve_captcha(challenge)
            print(f"       (solved in {time.monotonic() - started:.1f} s)")
            address = f"ci-{uuid.uuid4().hex[:12]}@exemple-ci.fr"
            client.request(f"{last}/api/config/")  # the XSRF cookie, if the first did not set it
            status, _, answer = client.json(
                f"{last}/api/emails/send-otp",
                method="POST",
                body={"email": address, "emailValidationId": str(uuid.uuid4()), "captchaPayload": payload},
            )
            check("a sign-up code asked on the last instance", status == 200 and isinstance(answer, dict), f"{status} {answer}")
            delivered = None
            for _ in range(30):
                for path in ("/api/email", "/email"):  # maildev 3, maildev 2 (its official image)
                    status, _, mails = Client().json(f"{mail_api}{path}")
                    if status == 200 and isinstance(mails, list):
                        delivered = next(
                            (m for m in mails if any(to.get("address") == address for to in m.get("to", []))), None
                        )
                        break
                if delivered:
                    break
                time.sleep(1)
            check(
                "the code's mail reached the SMTP catcher",
                delivered is not None,
                f"subject: {delivered.get('subject')!r}" if delivered else f"nothing for {address}",
            )

    print(f"{'every check passed' if not failures else str(len(failures)) + ' check(s) failed: ' + '; '.join(failures)}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
