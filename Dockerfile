# syntax=docker/dockerfile:1
#
# mcperr in a container: `docker build -t mcperr .`, then
#   docker run --rm -v "$PWD:/src" mcperr scan --fail-on none .
#   docker run --rm -v "$PWD:/src" mcperr vet ./...
# The image holds the Go toolchain, which `mcperr vet` needs to load and type-check packages,
# git and CA certificates (for `mcperr scan URL`, `clone` and `audit`), and runs as a non-root
# user. bench/docker.sh builds and smoke-tests it.

ARG GO_VERSION=1.26

# Build: cgo is required (the tree-sitter grammars are C).
FROM golang:${GO_VERSION}-bookworm AS build
ARG VERSION=dev
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=1 GOTOOLCHAIN=local GOFLAGS=-buildvcs=false go build -trimpath \
      -ldflags "-s -w -X github.com/mcperr/mcperr/internal/version.version=${VERSION}" \
      -o /out/mcperr ./cmd/mcperr \
 && CGO_ENABLED=0 GOTOOLCHAIN=local GOFLAGS=-buildvcs=false go build -trimpath \
      -ldflags "-s -w" -o /out/mcperrvet ./cmd/mcperrvet

# Run: a slim Debian with git, CA certificates and the Go toolchain of the build stage.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates git \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --uid 65532 --user-group --create-home --home-dir /home/mcperr mcperr
COPY --from=build /usr/local/go /usr/local/go
COPY --from=build /out/mcperr /out/mcperrvet /usr/local/bin/
COPY LICENSE THIRD_PARTY_NOTICES /usr/share/doc/mcperr/
ENV PATH=/usr/local/go/bin:/usr/local/bin:/usr/bin:/bin \
    GOTOOLCHAIN=local \
    GOFLAGS=-buildvcs=false \
    CGO_ENABLED=0 \
    HOME=/home/mcperr
# A mounted checkout belongs to another user; git (which go may call) must still read it.
RUN git config --system --add safe.directory '*'
USER mcperr:mcperr
WORKDIR /src
ENTRYPOINT ["mcperr"]
CMD ["--help"]
