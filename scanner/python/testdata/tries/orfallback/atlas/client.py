class AtlasClient:
    def __init__(self, pages: dict):
        self.pages = pages

    def get_page(self, title: str) -> dict:
        try:
            page = self.pages.get(title)
            if page is None:
                return {"title": title, "exists": False, "error": "Page does not exist"}
            return {"title": title, "exists": True, "text": page}
        except Exception as e:
            return {"title": title, "exists": False, "error": str(e)}

    def get_outline(self, title: str) -> dict:
        return {"title": title, "sections": list(self.pages.get(title, []))}
