#!/usr/bin/env bash
# Builds a PostgreSQL 17 image for testcontainers without an image registry: Debian's packages
# (debootstrap, minbase, trixie) imported into the local Docker engine with entrypoint.sh.
# For machines whose network reaches Debian's mirror but no registry (CI here); a machine with a
# normal Docker keeps the official postgres image and never needs this.
#   IMAGE=$(bash scripts/offline-postgres-image/build.sh)   (root; needs debootstrap and docker)
# Prints the image's tag (and only that) on stdout. The tag carries a hash of this folder's
# files, so a changed entry point makes a new image while an unchanged one is reused.
set -euo pipefail
PG_MAJOR=17
HERE=$(cd "$(dirname "$0")" && pwd)
TAG=candlog/postgres-offline:$PG_MAJOR-$(cat "$HERE"/*.sh | sha256sum | cut -c1-12)
if docker image inspect "$TAG" >/dev/null 2>&1; then
  echo "offline PostgreSQL image $TAG: present" >&2
  echo "$TAG"
  exit 0
fi
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ROOTFS=$(mktemp -d /var/tmp/candlog-pg-rootfs-XXXXXX)
trap 'rm -rf "$ROOTFS"' EXIT
echo >&2 "offline PostgreSQL image $TAG: debootstrap trixie + postgresql-$PG_MAJOR into $ROOTFS"
debootstrap --variant=minbase --include=postgresql-$PG_MAJOR trixie "$ROOTFS" "$MIRROR" >/dev/null
# The package's own cluster is not used (the entry point makes one in the data directory).
rm -rf "$ROOTFS"/var/lib/postgresql/$PG_MAJOR "$ROOTFS"/etc/postgresql/$PG_MAJOR "$ROOTFS"/var/cache/apt/archives/*.deb
install -m 0755 "$HERE/entrypoint.sh" "$ROOTFS/usr/local/bin/docker-entrypoint.sh"
ln -sf /usr/lib/postgresql/$PG_MAJOR/bin/pg_isready "$ROOTFS/usr/local/bin/pg_isready"
tar -C "$ROOTFS" -c . | docker import \
  --change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
  --change 'CMD ["postgres"]' \
  --change 'EXPOSE 5432' \
  --change "ENV PG_MAJOR=$PG_MAJOR" \
  --change "ENV PATH=/usr/local/bin:/usr/lib/postgresql/$PG_MAJOR/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  - "$TAG" >/dev/null
echo "offline PostgreSQL image $TAG: built" >&2
echo "$TAG"
