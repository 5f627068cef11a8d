#!/usr/bin/env bash
# Makes a Debian bookworm base image without a registry: debootstrap (minbase variant) into a
# folder, then `podman import`. For machines that can reach a Debian mirror but no container
# registry (our CI); with a registry, use docker.io/library/debian:bookworm-slim instead.
# Idempotent: does nothing when the image exists (FORCE=1 rebuilds it).
#
#   deploy/make-base-image.sh [image]        default image: localhost/portal-base:bookworm
#   MIRROR=http://deb.debian.org/debian (default)
set -euo pipefail

IMAGE=${1:-${BASE_IMAGE_NAME:-localhost/portal-base:bookworm}}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${SECURITY_MIRROR:-http://deb.debian.org/debian-security}

if [[ ${FORCE:-0} != 1 ]] && podman image exists "$IMAGE"; then
  echo "base image $IMAGE exists: kept (FORCE=1 to rebuild)"
  exit 0
fi
if ! command -v debootstrap >/dev/null 2>&1; then
  echo "debootstrap is missing: apt-get install debootstrap" >&2
  exit 1
fi
if [[ $(id -u) != 0 ]]; then
  echo "debootstrap needs root" >&2
  exit 1
fi

start=$SECONDS
root=$(mktemp -d /var/tmp/portal-base.XXXXXX)
trap 'rm -rf --one-file-system "$root"' EXIT

echo "debootstrap --variant=minbase bookworm from $MIRROR ..."
debootstrap --variant=minbase --components=main bookworm "$root" "$MIRROR" >"$root.log" 2>&1 || {
  tail -n 30 "$root.log" >&2
  rm -f "$root.log"
  exit 1
}
rm -f "$root.log"

# What the official slim image does: apt sources with updates and security, no documentation,
# manual pages or translations installed by later packages, no package caches.
rm -f "$root/etc/apt/sources.list"
cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
DPKG
cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'APT'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT
echo 'Acquire::Languages "none";' >"$root/etc/apt/apt.conf.d/docker-no-languages"
find "$root/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
  "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/var/log/*.log "$root"/tmp/* "$root"/var/tmp/*
: >"$root/etc/hostname"
: >"$root/etc/resolv.conf"

echo "podman import -> $IMAGE ..."
tar --numeric-owner --xattrs -C "$root" -c . |
  podman import --quiet --change 'CMD ["/bin/bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --message "debootstrap --variant=minbase bookworm ($MIRROR)" - "$IMAGE" >/dev/null
echo "base image $IMAGE made in $((SECONDS - start)) s ($(podman image inspect --format '{{.Size}}' "$IMAGE" | numfmt --to=iec-i --suffix=B) uncompressed)"
