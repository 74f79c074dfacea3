import { LogoMark } from './LogoMark';
import { responsiveImage } from '../images/responsive-image';
import { useSitePicture } from './site-picture';

/**
 * The business's logo as the admin set it (Website Content > Logo: an upload or a link), else the
 * site's own mark. Decorative: it always stands beside the business name.
 */
export function SiteLogo({ size }: { size: number }) {
  const logo = useSitePicture('branding', 'logo');
  if (!logo) return <LogoMark size={size} />;
  const image = responsiveImage(logo.src, logo.media, `${size}px`, { width: size, height: size });
  return (
    <img
      className="logo-mark logo-mark--image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      // The box is the mark's square whatever the file's pixels: object-fit keeps its shape.
      width={size}
      height={size}
      alt=""
    />
  );
}
