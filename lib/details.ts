/** The option id of a detail category in the drop-down, such as `detail_3`. */
export function optionIdFor(categoryId: number): string {
  return `detail_${categoryId}`;
}

/**
 * The category an option stands for: the one whose id equals the number after the underscore
 * in the option's id. Undefined when there is no such category.
 */
export function categoryForOption<T extends { id: number }>(
  optionId: string,
  categories: readonly T[],
): T | undefined {
  const match = /_(\d+)$/.exec(optionId);
  return match ? categories.find((category) => category.id === Number(match[1])) : undefined;
}
