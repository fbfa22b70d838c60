export async function weighParcel(args: { id: string }) {
  if (!args.id) {
    return { payload: { ok: false, reason: "Give a parcel id" } }; // FINE: the whole wrapper unpacks no member
  }
  return { payload: { ok: true, grams: 420 } };
}
