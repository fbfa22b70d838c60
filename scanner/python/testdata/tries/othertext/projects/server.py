"""A project tracker whose tools answer in Russian, German, French, Spanish and Portuguese.

Their failure words (Ошибка: Error:, Не удалось failed to, не найдена not found, fehlgeschlagen,
introuvable, no se pudo, não encontrado) are judged as the English ones are: a text that opens
with an error noun or "failed to" is an error wherever it is returned; one that says something
failed is a failure on a failure path. A success word or an empty answer makes none.
"""

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("projects")
HOST = "http://localhost:8080"


@mcp.tool()
async def get_task(task_id: int) -> str:
    """Получить задачу."""
    try:
        async with httpx.AsyncClient() as client:
            r = await client.get(f"{HOST}/tasks/{task_id}")
            r.raise_for_status()
    except httpx.HTTPError as e:
        return f"Ошибка при получении задачи: {e}"  # want: softerror shape=prose-only
    if r.status_code == 404:
        return f"Задача {task_id} не найдена"  # want: softerror
    return r.text


@mcp.tool()
async def create_task(title: str) -> str:
    """Создать задачу."""
    if not title:
        return "Ошибка: не указано название"  # want: softerror
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HOST}/tasks", json={"title": title})
    if r.status_code != 201:
        return f"Не удалось создать задачу: {r.status_code}"  # want: softerror
    return f"Задача успешно создана: {r.json()['id']}"


@mcp.tool()
async def search_tasks(query: str) -> str:
    """Найти задачи."""
    async with httpx.AsyncClient() as client:
        hits = (await client.get(f"{HOST}/search", params={"q": query})).json()
    if not hits:
        # GOOD: an empty answer ("nothing found").
        return "Ничего не найдено"
    return "\n".join(h["title"] for h in hits)


@mcp.tool()
async def check_tasks() -> str:
    """Проверить задачи."""
    async with httpx.AsyncClient() as client:
        bad = (await client.get(f"{HOST}/check")).json()
    if not bad:
        # GOOD: "no errors".
        return "Ошибок нет"
    return "\n".join(bad)


@mcp.tool()
async def upload(path: str) -> str:
    """Datei hochladen (German, French, Spanish, Portuguese answers)."""
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HOST}/upload", data={"path": path})
    if r.status_code == 500:
        return f"Upload fehlgeschlagen: {r.status_code}"  # want: softerror
    if r.status_code == 404:
        return f"Le fichier {path} est introuvable"  # want: softerror
    if r.status_code == 502:
        return "No se pudo conectar con el servidor"  # want: softerror
    if r.status_code == 410:
        return f"Arquivo não encontrado: {path}"  # want: softerror
    if r.status_code == 204:
        # GOOD: a success.
        return "Datei erfolgreich hochgeladen"
    return "Keine Ergebnisse"
