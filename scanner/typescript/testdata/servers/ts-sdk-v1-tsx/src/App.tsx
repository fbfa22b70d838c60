// A React component: isError here is UI state, not a tool result (negative fixture, TSX grammar).
import { useQuery } from "@tanstack/react-query";

export function Status({ id }: { id: string }) {
  const { data, isError } = useQuery({ queryKey: ["s", id], queryFn: () => fetch(`/s/${id}`) });
  const view = { isError: true, message: "offline" };
  if (isError) {
    return <div className="error">{view.message}</div>;
  }
  return <pre>{JSON.stringify(data)}</pre>;
}
