from studio.services.render import crop_clip, scale_clip, trim_clip
