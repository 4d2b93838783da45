import { Image } from 'antd';

/** An image value as a thumbnail that opens a preview, named by its field (`alt`). */
export default function ImageValue({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} alt={alt} width={48} />;
}
