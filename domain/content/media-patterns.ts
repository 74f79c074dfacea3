/** An upload of the media library, by its address (`/media/...`): an image, or a video for the hero. */
export const UPLOADED_IMAGE_PATTERN = /^\/media\/[a-z0-9-]+\.(png|jpe?g|gif|webp)$/;
export const UPLOADED_VIDEO_PATTERN = /^\/media\/[a-z0-9-]+\.(mp4|webm)$/;
