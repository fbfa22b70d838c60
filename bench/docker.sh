#!/bin/sh
# Builds the container image (Dockerfile) and smoke-tests it where a Docker daemon runs:
#   bench/docker.sh            IMAGE=mcperr:smoke VERSION=v0.0.0-smoke by default
# Checks: --version names the build's version; the user is not root; scan finds the example
# servers' problems (exit 1) and exits 0 with --fail-on none; vet type-checks the vet fixture
# module with the image's Go toolchain (modules from this machine's module cache, read-only,
# GOPROXY=off: no network) and reports its panicleak finding.
set -eu
cd "$(dirname "$0")/.."
IMAGE=${IMAGE:-mcperr:smoke}
VERSION=${VERSION:-v0.0.0-smoke}

if ! docker info >/dev/null 2>&1; then
	echo "docker.sh: no Docker daemon here (docker info fails); nothing built" >&2
	exit 2
fi
fail() { echo "docker.sh: FAIL: $*" >&2; exit 1; }

start=$(date +%s)
docker build --build-arg VERSION="$VERSION" -t "$IMAGE" .
echo "docker.sh: built $IMAGE in $(( $(date +%s) - start )) s; size $(docker image inspect -f '{{.Size}}' "$IMAGE") bytes"

got=$(docker run --rm "$IMAGE" --version)
[ "$got" = "mcperr version $VERSION" ] || fail "--version printed '$got'"

uid=$(docker run --rm --entrypoint id "$IMAGE" -u)
[ "$uid" != 0 ] || fail "runs as root"

docker run --rm --entrypoint go "$IMAGE" version >/dev/null || fail "no Go toolchain"
docker run --rm --entrypoint git "$IMAGE" --version >/dev/null || fail "no git"

set +e
docker run --rm -v "$PWD/testdata/servers:/src:ro" "$IMAGE" scan . >/dev/null
code=$?
set -e
[ "$code" = 1 ] || fail "scan of testdata/servers exited $code, want 1 (problems found)"
docker run --rm -v "$PWD/testdata/servers:/src:ro" "$IMAGE" scan --fail-on none --format json . |
	grep -q '"rule": "softerror"' || fail "scan --format json found no softerror"

modcache=$(GOTOOLCHAIN=local go env GOMODCACHE)
(cd cmd/mcperr/testdata/vet && GOTOOLCHAIN=local GOFLAGS=-mod=mod go mod download)
set +e
out=$(docker run --rm -e GOPROXY=off -e GOFLAGS=-buildvcs=false \
	-v "$PWD/cmd/mcperr/testdata/vet:/src:ro" -v "$modcache:/home/mcperr/go/pkg/mod:ro" \
	"$IMAGE" vet --no-cache ./mcpgo)
code=$?
set -e
[ "$code" = 1 ] || fail "vet exited $code, want 1: $out"
echo "$out" | grep -q ': panicleak: ' || fail "vet reported no panicleak: $out"
echo "docker.sh: ok ($IMAGE)"
