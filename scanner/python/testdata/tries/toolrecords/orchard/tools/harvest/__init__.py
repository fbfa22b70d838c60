from .harvest import count_crates, pick_apples
