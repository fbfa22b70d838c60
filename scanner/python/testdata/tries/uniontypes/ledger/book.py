"""The book: it passes the tools' arguments on as it got them, except where it says."""

from . import coerce


class Book:
    def post(self, *, fields, extras=None, tags="misc"):
        return {
            "fields": coerce.entry_map(fields, what="fields"),
            "extras": coerce.entry_map(extras, what="extras"),
            "copy": coerce.field_map(fields, what="fields"),
            "kind": coerce.exit_free_map(fields),
            "tags": coerce.tag_list(tags),
        }

    def adjust(self, entry_id, fields):
        return self._rows(entry_id, fields)

    def _rows(self, entry_id, fields):
        return {"id": entry_id, "fields": coerce.strict_map(fields), "copy": coerce.mapping_map(fields)}

    def annotate(self, note):
        return {"note": coerce.note_text(note)}

    def import_rows(self, rows, amount):
        return {"rows": coerce.loose_map(rows), "amount": coerce.amount_of(amount)}

    def merge(self, fields):
        return {"fields": coerce.merge_map(fields)}

    def replay(self, fields, raw):
        return {"fields": coerce.replay_map(fields), "raw": coerce.replay_map(raw)}

    def trim(self, fields):
        return {"fields": coerce.field_map(fields, what="fields")}
