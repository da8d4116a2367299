/// The members of a JSON object, in the order they were added: a collection of name–value pairs,
/// as `KeyValuePairs` is, that can also be read and written by name.
///
/// Two objects are equal when they have the same members, in any order. A member set through the
/// name subscript replaces the one of that name in place, or is added at the end.
public struct JSONObject: Hashable, Sendable, RandomAccessCollection, RangeReplaceableCollection,
  ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral
{
  /// The members, in order.
  public private(set) var members: [(key: String, value: JSONValue)]

  /// An object with no members.
  public init() { members = [] }

  /// An object with these members, in this order.
  ///
  /// - Parameter members: Names and values; a name should appear once.
  public init(_ members: [(String, JSONValue)]) {
    self.members = members.map { (key: $0.0, value: $0.1) }
  }

  /// An object with a dictionary's members, in the order of their names (a dictionary has none).
  ///
  /// - Parameter dictionary: The members.
  public init(_ dictionary: [String: JSONValue]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// An object with the literal's members, in the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }

  /// An object with the literal's `(name, value)` pairs, in order.
  public init(arrayLiteral elements: (String, JSONValue)...) { self.init(elements) }

  /// The value of the member named `key`, or nil; setting adds or replaces it, and nil removes it.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  public var startIndex: Int { members.startIndex }
  public var endIndex: Int { members.endIndex }
  public subscript(position: Int) -> (key: String, value: JSONValue) { members[position] }

  public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newMembers: C)
  where C.Element == (key: String, value: JSONValue) {
    members.replaceSubrange(range, with: newMembers)
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.count == b.count && a.allSatisfy { b[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    for member in members.sorted(by: { $0.key < $1.key }) {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}
