"""Helpers whose guards test what their callers pass: some callers rule the guard out, others
do not."""


def envelope(rows, kind: str):
    if not kind or not kind.strip():
        raise ValueError("kind cannot be empty")  # dead: every caller passes a kind that is not blank
    return {kind: rows, "count": len(rows)}


def heading(title: str):
    if not title.strip():
        raise ValueError("title cannot be blank")  # want: raisederror
    return title.upper()


def caption(text: str):
    if not text.rstrip():
        raise ValueError("caption cannot be blank")  # want: raisederror
    return text


def listing(rows, kind: str):
    return envelope(rows, kind)


async def team_members(*, team_ids: list[str]) -> list[str]:
    if not team_ids:
        raise ValueError("team_ids must be given")  # dead: the only caller tests the item first
    return [f"member of {t}" for t in team_ids]


async def team_rotas(*, team_ids: list[str]) -> list[str]:
    if not team_ids:
        raise ValueError("team_ids must be given")  # want: raisederror
    return [f"rota of {t}" for t in team_ids]


async def team_pages(*, team_ids: list[str]) -> list[str]:
    if not team_ids:
        raise ValueError("team_ids must be given")  # want: raisederror
    return [f"pages of {t}" for t in team_ids]


async def owner_policies(*, owner: str | None = None) -> list[str]:
    if not owner:
        raise ValueError("owner cannot be empty")  # dead: the caller raised when the item was empty
    return [owner]


async def owner_history(*, owner: str | None = None) -> list[str]:
    if owner is None:
        raise ValueError("owner is required")  # want: raisederror
    return [owner]
