import Foundation

// Any `Encodable` state as a `JSONValue`: the value is written by Foundation's JSONEncoder and
// read back through `JSONValue`'s own `Decodable` conformance, an object's members in the order
// of their names. JSONDecoder will not read a number as a Bool nor a Bool as a number, so trying
// the cases in the order null, Bool, number, string, array, object recovers each JSON type
// exactly. Non-finite numbers become strings.

extension JSONValue: Decodable {
  /// Reads any JSON value.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is none of the JSON types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(JSONObject(try container.decode([String: JSONValue].self)))
    }
  }

  /// The JSON form of an encodable value, as `JSONEncoder` writes it.
  ///
  /// Optional properties that are `nil` are left out, as synthesized `Encodable` conformances do;
  /// non-finite numbers are written as the strings "inf", "-inf" and "nan".
  ///
  /// - Parameter value: The value to convert.
  /// - Returns: Its JSON value, or `.null` when the value cannot be encoded.
  public static func encoding(_ value: some Encodable) -> JSONValue {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(value) else { return .null }
    return (try? JSONDecoder().decode(JSONValue.self, from: data)) ?? .null
  }

  /// This object with `members` added (replacing members of the same name); other values unchanged.
  ///
  /// - Parameter members: The members to add.
  /// - Returns: The merged object.
  public func merging(_ members: JSONObject) -> JSONValue {
    guard case .object(var own) = self else { return self }
    for member in members.members { own[member.key] = member.value }
    return .object(own)
  }
}
