"""A vault API client. Its checks guard callers that pass anything; the tools' arguments, as
pydantic validated them, never fail the ones marked dead."""


class VaultClient:
    def open(self, owner, label, slots=1, copy_from=None, plan="basic", note=""):
        if owner is None:
            raise ValueError("owner is required")  # dead: a required str
        if not label:
            raise ValueError("label is required")  # want: raisederror
        if not isinstance(slots, int):
            raise TypeError("slots must be an int")  # dead: an int
        if copy_from is not None and not isinstance(copy_from, str):
            raise TypeError("copy_from must be a string")  # dead: a str or None
        if copy_from is not None:
            if not isinstance(copy_from, str):
                raise TypeError("copy_from must be a string")  # dead: a str or None
        if copy_from is None:
            raise ValueError("copy_from is required here")  # want: raisederror
        if not plan:
            raise ValueError("plan is required")  # dead: a Literal of non-empty strings
        if not isinstance(plan, str) or plan is None:
            raise ValueError("plan must be a string")  # dead: both tests fail
        if not isinstance(plan, str) or slots < 1:
            raise ValueError("plan or slots out of range")  # want: raisederror
        if note is None:
            raise ValueError("note is required")  # dead: Annotated[str, ...] with a str default
        if not note:
            raise ValueError("note must not be empty")  # want: raisederror
        if not isinstance(owner, dict):
            raise TypeError("owner must be a mapping")  # want: raisederror
        return {"owner": owner, "label": label}

    def rename(self, vault_id, label):
        if not isinstance(vault_id, str):
            raise TypeError("vault_id must be a string")  # dead: a required str, by position
        if label is None:
            raise ValueError("label is required")  # want: raisederror
        return {"id": vault_id, "label": label}

    def tag(self, vault_id, tags, meta):
        if not isinstance(tags, list):
            raise TypeError("tags must be a list")  # dead: a list
        if not tags:
            raise ValueError("no tags")  # want: raisederror
        if meta is None:
            raise ValueError("meta is required")  # want: raisederror
        return {"id": vault_id, "tags": tags}

    def seal(self, vault_id, reason):
        if vault_id is None:
            raise ValueError("vault_id is required")  # want: raisederror
        if reason is None:
            raise ValueError("reason is required")  # want: raisederror
        return {"id": vault_id}

    def move(self, vault_id, region):
        if region is None:
            raise ValueError("region is required")  # want: raisederror
        return {"id": vault_id, "region": region}

    def drop(self, vault_id):
        if vault_id is None:
            raise ValueError("vault_id is required")  # want: raisederror
        return {"id": vault_id}

    def lookup(self, label):
        return None

    def audit(self, vault_id, since):
        if vault_id is None:
            raise ValueError("vault_id is required")  # dead: a required str
        if since is None:
            raise ValueError("since is required")  # want: raisederror
        return {"id": vault_id}
