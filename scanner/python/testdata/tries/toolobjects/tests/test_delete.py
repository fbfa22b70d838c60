from notes.DeleteNoteTool import DeleteNoteTool


def test_delete() -> None:
    assert DeleteNoteTool.name == "delete_note"
