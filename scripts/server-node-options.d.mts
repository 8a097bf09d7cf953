export const serverHeapLimitMb: number;
export function serverNodeOptions(operatorNodeOptions?: string): string;
