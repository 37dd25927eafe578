/** "#1001", always left to right. */
export function OrderNumber({ number }: { number: number }) {
  return <bdi dir="ltr">#{number}</bdi>;
}
