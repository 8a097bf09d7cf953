export const serverHeapLimitMb: number;
export function serverNodeOptions(operatorNodeOptions?: string): string;
export const serverProcessArguments: string[];
