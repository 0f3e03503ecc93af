import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CachedWithParent } from '../../../common/graphql/cache-control';

@CachedWithParent()
@ObjectType({ description: 'One stored size of an image, in one format.' })
export class ImageVariant {
  @Field({ description: 'Where the size is meant to be shown, such as card or detail.' })
  name!: string;

  @Field({ description: 'webp or jpeg.' })
  format!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field({ description: 'Served with long cache headers: the file never changes.' })
  url!: string;
}

@CachedWithParent()
@ObjectType({ description: 'An uploaded image, re-encoded into the sizes its pages show; the original upload is not kept.' })
export class Image {
  @Field(() => Int, { description: 'Width of the upright picture as uploaded: with height, its aspect ratio, to reserve space before it loads.' })
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => [ImageVariant], { description: 'Smallest first; each size in WebP and JPEG.' })
  variants!: ImageVariant[];
}
