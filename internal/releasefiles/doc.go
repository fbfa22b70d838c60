// Package releasefiles holds no code: its tests check the repository's release and
// integration files (.goreleaser.yaml, Dockerfile, action.yml, .pre-commit-hooks.yaml) against
// the structure their tools require and against the code they name, and run the GitHub Action's
// shell steps and the pre-commit hooks' entries on fixtures. Neither the tools' JSON schemas nor
// the tools themselves (goreleaser, act, pre-commit, a Docker daemon) are needed: the checks are
// written out here, each saying which rule of the tool it stands for.
package releasefiles
