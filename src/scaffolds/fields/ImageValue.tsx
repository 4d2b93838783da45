import { Image } from 'antd';

/** An image value as a thumbnail that opens a preview. */
export default function ImageValue({ src }: { src: string }) {
  return <Image src={src} width={48} />;
}
