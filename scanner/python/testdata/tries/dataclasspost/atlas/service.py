from .requests import ManualQuery, PlaceQuery, RegionQuery, RouteQuery


class Atlas:
    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def find_places(self, text: str, limit: int, zoom: int) -> dict:
        query = PlaceQuery(text=text, limit=limit, zoom=zoom)
        return {"url": self.base_url, "text": query.text, "zoom": query.zoom}

    def find_route(self, text: str, limit: int) -> dict:
        query = RouteQuery(text=text, limit=limit)
        return {"url": self.base_url, "text": query.text, "tolls": query.avoid_tolls}

    def regions(self, region: str) -> dict:
        first = RegionQuery()
        second = ManualQuery(region)
        return {"first": first.region, "second": second.region}
