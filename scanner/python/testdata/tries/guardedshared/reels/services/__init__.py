from reels.services.cut import cut_video
from reels.services.scale import scale_video
from reels.services.trim import trim_video

__all__ = ["cut_video", "scale_video", "trim_video"]
