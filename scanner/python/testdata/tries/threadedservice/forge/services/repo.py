import os

from forge.models import ErrorInfo, OpResult, Outcome


class RepoService:
    def status(self, repo_dir: str, timeout_sec: int = 30) -> OpResult:
        if not os.path.isdir(repo_dir):
            return OpResult(
                ok=False,
                error=ErrorInfo(code="not_a_repo", message="Not a repository."),
            )
        return OpResult(ok=True, data={"repo_dir": repo_dir})

    def prune(self, repo_dir: str) -> Outcome:
        if not os.access(repo_dir, os.W_OK):
            return Outcome(success=False, message="Repository is read-only.")
        return Outcome(success=True)

    # Only ever a success: what the tools hand on holds no failure.
    def version(self) -> OpResult:
        return OpResult(ok=True, data={"version": "1.0"})
