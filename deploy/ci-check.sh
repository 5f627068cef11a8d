#!/usr/bin/env bash
# CI: builds the portal's image and runs the example composition (deploy/compose.yaml: two
# portals, PostgreSQL, the SMTP catcher) with Debian's podman and podman-compose, without a
# container registry: a Debian base made by debootstrap (deploy/make-base-image.sh), PostgreSQL
# from Debian (deploy/postgres/), maildev (the Containerfile's mail-catcher target).
# Then checks it through each instance (deploy/smoke-check.py) and tears it down, even on failure.
#
# Exit code: 0 when every check passed, or when this machine cannot run containers at all (the
# reason printed, after building the image if building works); non-zero on any failure.
#
#   deploy/ci-check.sh
#   KEEP_IMAGES=0: remove the images it built, at the end (kept by default: the next run reuses them).
#   BASE_IMAGE: a Debian bookworm image already there (default: localhost/portal-base:bookworm, made
#   when missing). Needs root, podman, podman-compose, python3, curl, openssl; debootstrap when the
#   base image is missing; runc when crun cannot create containers (cgroups v1 with a hybrid v2).
set -euo pipefail
cd "$(dirname "$0")/.."

PROJECT=portal-ci
BASE_IMAGE=${BASE_IMAGE:-localhost/portal-base:bookworm}
PORTAL_IMAGE=localhost/portail-anapath:ci
MAIL_IMAGE=localhost/portal-mail-catcher:ci
POSTGRES_IMAGE=localhost/portal-postgres:15
START=$SECONDS
TIMINGS=()

say() { printf '[ci-check %4ds] %s\n' $((SECONDS - START)) "$*"; }
fail() {
  say "FAILED: $*"
  exit 1
}
timed() { # label, command...: runs it, records how long it took, returns its exit code
  local label=$1 began=$SECONDS rc=0
  shift
  "$@" || rc=$?
  TIMINGS+=("$(printf '%-34s %4d s' "$label" $((SECONDS - began)))")
  return "$rc"
}
# Runs a command with its output in a log file; on failure, shows the end of that log.
logged() {
  local log=$1
  shift
  if ! "$@" >"$log" 2>&1; then
    tail -n 40 "$log" | sed 's/^/    | /'
    return 1
  fi
}
size_of() { podman image inspect --format '{{.Size}}' "$1" | numfmt --to=iec-i --suffix=B; }

for tool in podman python3 curl openssl; do
  command -v "$tool" >/dev/null || fail "$tool is missing"
done
[[ $(id -u) == 0 ]] || fail "rootful podman is needed (run as root)"

WORK=$(mktemp -d /tmp/portal-ci.XXXXXX)
COMPOSE_UP=0
CAN_RUN=1
BACKGROUND=()
cleanup() {
  local status=$?
  set +e
  for pid in "${BACKGROUND[@]}"; do # builds still running: their podman, then their subshell
    pkill -TERM -P "$pid" 2>/dev/null
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  if [[ $COMPOSE_UP == 1 ]]; then
    if [[ $status != 0 ]]; then
      say "logs of the composition (last lines of each container):"
      for name in $(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}'); do
        echo "    --- $name ($(podman inspect --format '{{.State.Status}} exit={{.State.ExitCode}}' "$name"))"
        podman logs --tail 15 "$name" 2>&1 | cut -c1-300 | sed 's/^/    | /'
      done
    fi
    say "tearing down the composition"
    (cd "$WORK/project" && podman-compose -p "$PROJECT" down -v -t 5) >"$WORK/down.log" 2>&1
  fi
  # Whatever podman-compose left (it never removes its network), by its project label.
  podman ps -aq --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f -t 2 >/dev/null 2>&1
  podman volume ls -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman volume rm -f >/dev/null 2>&1
  podman network ls -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman network rm -f >/dev/null 2>&1
  if [[ ${KEEP_IMAGES:-1} == 0 ]]; then
    podman rmi -f "$PORTAL_IMAGE" "$MAIL_IMAGE" "$POSTGRES_IMAGE" >/dev/null 2>&1
  fi
  rm -rf "$WORK"
  if ((${#TIMINGS[@]})); then
    say "timings:"
    printf '    %s\n' "${TIMINGS[@]}"
  fi
  if [[ $status != 0 ]]; then
    say "failed (exit $status) in $((SECONDS - START)) s"
  elif [[ $CAN_RUN == 0 ]]; then
    say "image built, composition not run (podman cannot run containers here, see above), in $((SECONDS - START)) s"
  else
    say "passed in $((SECONDS - START)) s"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A run interrupted before its teardown leaves containers that would hold the ports and names.
podman ps -aq --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f -t 2 >/dev/null 2>&1 || true
podman volume ls -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
podman network ls -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman network rm -f >/dev/null 2>&1 || true

# --- The base image ---------------------------------------------------------------------------
if podman image exists "$BASE_IMAGE"; then
  say "base image $BASE_IMAGE: present"
else
  say "base image $BASE_IMAGE: making it (debootstrap)"
  timed "base image (debootstrap + import)" deploy/make-base-image.sh "$BASE_IMAGE" || fail "no base image"
fi

# --- Can podman run a container here? ---------------------------------------------------------
# Probed with the base image, default settings first. Known failures on these sandboxes: crun
# refuses cgroups v1 with controllers left in the v2 hierarchy ("cgroups in hybrid mode not
# supported, drop all controllers from cgroupv2"), and podman asks rlimits above this machine's hard
# limits without CAP_SYS_RESOURCE ("setrlimit RLIMIT_NOFILE: Operation not permitted"). The
# fallback: runc, and rlimits within the hard limits, through a containers.conf of this run only.
probe() { timeout 120 podman run --rm --network none "$BASE_IMAGE" true 2>&1; }
CAN_RUN=0
if PROBE=$(probe); then
  CAN_RUN=1
  say "podman runs containers with its default settings"
else
  say "podman run with default settings fails: $(echo "$PROBE" | tail -n 1)"
  nofile=$(ulimit -Hn)
  [[ $nofile == unlimited || $nofile -gt 65536 ]] && nofile=65536
  {
    echo '[containers]'
    echo "default_ulimits = [\"nofile=$nofile:$nofile\", \"nproc=4096:4096\"]"
    echo '[engine]'
    echo 'events_logger = "file"'
    command -v runc >/dev/null && echo 'runtime = "runc"'
  } >"$WORK/containers.conf"
  export CONTAINERS_CONF=$WORK/containers.conf
  if PROBE2=$(probe); then
    CAN_RUN=1
    say "podman runs containers with $(command -v runc >/dev/null && echo 'runc and ')nofile=$nofile, nproc=4096 (containers.conf of this run)"
  else
    REASON="podman cannot run a container on this machine: with its defaults: $(echo "$PROBE" | tail -n 1); with$(command -v runc >/dev/null || echo 'out') runc and rlimits within the hard limits: $(echo "$PROBE2" | tail -n 1)"
    command -v runc >/dev/null || REASON+=" (runc is not installed: apt-get install runc)"
    say "$REASON"
  fi
fi

# --- Images -----------------------------------------------------------------------------------
BUILD_ARGS=(--format docker --build-arg "BASE_IMAGE=$BASE_IMAGE" -f deploy/Containerfile)
# A proxy that re-signs TLS (these sandboxes): npm inside the build trusts what Node here trusts.
CA=${NODE_EXTRA_CA_CERTS:-}
if [[ -n $CA && -s $CA ]]; then
  BUILD_ARGS+=(--secret "id=npm_ca,src=$CA")
  say "npm inside the build trusts $CA too (NODE_EXTRA_CA_CERTS)"
fi
# RUN steps need a working runtime too: without one, chroot isolation still builds.
[[ $CAN_RUN == 1 ]] || BUILD_ARGS+=(--isolation chroot)

# Beside the portal's build, in the background: PostgreSQL's (mostly Debian's mirror) and the SMTP
# catcher's (an npm install), once the Node stage they share with the portal is built.
in_background() { # name, command...: logs in $WORK/build-<name>.log, seconds in $WORK/<name>.seconds
  local name=$1
  shift
  (
    began=$SECONDS
    logged "$WORK/build-$name.log" "$@"
    echo $((SECONDS - began)) >"$WORK/$name.seconds"
  ) &
  BACKGROUND+=("$!")
}
collect() { # name, pid, label: waits for a background build, records its time
  wait "$2" || fail "$3 did not build"
  TIMINGS+=("$(printf '%-34s %4d s' "$3 (beside)" "$(cat "$WORK/$1.seconds")")")
}
if [[ $CAN_RUN == 1 ]]; then
  timed "node stage (podman build)" logged "$WORK/build-node.log" \
    podman build "${BUILD_ARGS[@]}" --target node . || fail "the Node stage did not build"
  say "building PostgreSQL's image $POSTGRES_IMAGE (Debian's postgresql-15) in the background"
  in_background postgres podman build --build-arg "BASE_IMAGE=$BASE_IMAGE" \
    -f deploy/postgres/Containerfile -t "$POSTGRES_IMAGE" deploy/postgres
  say "building the SMTP catcher's image $MAIL_IMAGE (maildev) in the background"
  in_background mail podman build "${BUILD_ARGS[@]}" --target mail-catcher -t "$MAIL_IMAGE" .
fi
say "building the portal's image $PORTAL_IMAGE (log: shown on failure)"
timed "portal image (podman build)" logged "$WORK/build-portal.log" \
  podman build "${BUILD_ARGS[@]}" -t "$PORTAL_IMAGE" . || fail "the portal's image did not build"
say "portal image: $(size_of "$PORTAL_IMAGE"), user $(podman image inspect --format '{{.Config.User}}' "$PORTAL_IMAGE"), command $(podman image inspect --format '{{json .Config.Cmd}}' "$PORTAL_IMAGE")"

if [[ $CAN_RUN == 0 ]]; then
  say "image built; the composition cannot start here. $REASON"
  exit 0
fi
command -v podman-compose >/dev/null || fail "podman-compose is missing (apt-get install podman-compose)"
collect postgres "${BACKGROUND[0]}" "postgres image"
collect mail "${BACKGROUND[1]}" "mail catcher image"
BACKGROUND=()

# --- The composition --------------------------------------------------------------------------
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PORT_A=$(free_port)
PORT_B=$(free_port)
PORT_MAIL=$(free_port)
[[ $PORT_A != "$PORT_B" && $PORT_B != "$PORT_MAIL" && $PORT_A != "$PORT_MAIL" ]] || fail "no three distinct free ports"
PUBLIC_URL=http://localhost:$PORT_A

# The operator's files, filled in as the examples ask: random secrets, never the examples' values.
mkdir -p "$WORK/project"
cp deploy/compose.yaml "$WORK/project/compose.yaml"
cat >"$WORK/project/.env" <<EOF
PUBLIC_URL=$PUBLIC_URL
COOKIE_KEYS=$(openssl rand -hex 32)
ENCRYPTION_KEY=$(openssl rand -base64 32)
POSTGRES_PASSWORD=$(openssl rand -hex 24)
METRICS_TOKEN=$(openssl rand -hex 24)
PORTAL_A_PORT=$PORT_A
PORTAL_B_PORT=$PORT_B
MAIL_WEB_PORT=$PORT_MAIL
PORTAL_IMAGE=$PORTAL_IMAGE
POSTGRES_IMAGE=$POSTGRES_IMAGE
MAIL_IMAGE=$MAIL_IMAGE
EOF
cp deploy/portal-clients.example.yaml "$WORK/project/portal-clients.yaml"
while read -r app; do
  sed -i "s/change-me-$app-secret/$(openssl rand -hex 32)/" "$WORK/project/portal-clients.yaml"
done < <(sed -n 's/^ *client_secret: change-me-\([a-z]*\)-secret$/\1/p' deploy/portal-clients.example.yaml)
! grep -q 'client_secret:.*change-me' "$WORK/project/portal-clients.yaml" || fail "a change-me left in portal-clients.yaml"
# Read by the portal's user (10001) only, as deploy/portal-clients.example.yaml asks.
chown 10001 "$WORK/project/portal-clients.yaml"
chmod 400 "$WORK/project/portal-clients.yaml" "$WORK/project/.env"

say "starting the composition (podman-compose $(podman-compose -v 2>/dev/null | sed -n 's/^podman-composer* version *//p' | head -n 1)): portals on :$PORT_A and :$PORT_B, maildev on :$PORT_MAIL"
COMPOSE_UP=1
up_began=$SECONDS
logged "$WORK/up.log" bash -c "cd '$WORK/project' && podman-compose -p '$PROJECT' up -d --no-build" ||
  fail "podman-compose up"

wait_ready() { # service, port: until its /readyz answers 200 (3 minutes at most; not after a crash)
  local name=${PROJECT}_$1_1 deadline=$((SECONDS + 180))
  until [[ $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$2/readyz") == 200 ]]; do
    [[ $(podman inspect --format '{{.RestartCount}}' "$name") == 0 ]] || fail "$1 stopped (restarted by its policy)"
    ((SECONDS < deadline)) || fail "$1's /readyz not 200 within 3 minutes"
    sleep 1
  done
}
wait_ready portal-a "$PORT_A"
wait_ready portal-b "$PORT_B"
TIMINGS+=("$(printf '%-34s %4d s' "compose up to both /readyz 200" $((SECONDS - up_began)))")
say "both instances ready in $((SECONDS - up_began)) s"

# The health checks of the images and the compose file (podman runs them on a systemd timer; these
# machines have no systemd, so they are run here by hand).
for service in portal-a portal-b postgres; do
  name=${PROJECT}_${service}_1
  podman healthcheck run "$name" >/dev/null 2>&1 || fail "health check of $service failed"
  say "health check of $service: $(podman inspect --format '{{.State.Health.Status}}' "$name")"
done
uid=$(podman exec "${PROJECT}_portal-a_1" id -u)
[[ $uid != 0 ]] || fail "the portal runs as root"
say "the portal runs as uid $uid"

# The production checks are on: a development secret in the environment stops the start.
rc=0
refused=$(podman run --rm --network none --no-healthcheck -e COOKIE_KEYS=dev-cookie-key-change-me-0123456789abcdef "$PORTAL_IMAGE" 2>&1) ||
  rc=$?
if [[ $rc != 2 ]] || ! grep -q 'security.cookie_keys.0' <<<"$refused"; then
  fail "a development cookie key: exit code $rc (2 expected): $(tail -n 3 <<<"$refused")"
fi
say "a development cookie key is refused: $(grep -m1 'cookie_keys' <<<"$refused" | sed 's/^- //')"

say "checks through each instance:"
timed "checks" python3 deploy/smoke-check.py --public-url "$PUBLIC_URL" --mail-api "http://127.0.0.1:$PORT_MAIL" \
  "http://127.0.0.1:$PORT_A" "http://127.0.0.1:$PORT_B" || fail "smoke checks"

say "images: portal $(size_of "$PORTAL_IMAGE"), postgres $(size_of "$POSTGRES_IMAGE"), mail catcher $(size_of "$MAIL_IMAGE"), base $(size_of "$BASE_IMAGE")"
