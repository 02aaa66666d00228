/// How the structured Android members are read and written (`AccessibilityNodeInfo`'s names).
extension FieldCodec where Value == CheckedState {
  /// `true`, `false` or `"partial"`.
  static var checked: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        if let b = v.boolValue { return CheckedState(b) }
        if v.stringValue == CheckedState.partial.rawValue { return .partial }
        f.error(JSONFields.join(path, key), "expected true, false or \"partial\" (a checkbox whose sub-options differ), found \(v.kindDescription)")
        return nil
      },
      write: { $0 == .partial ? .string($0.rawValue) : .bool($0 == .true) })
  }
}

extension FieldCodec where Value == CollectionInfo {
  /// `{"rowCount": 3, "columnCount": 1, "hierarchical": false}`; a count of -1 is not known.
  static var collectionInfo: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        let p = JSONFields.join(path, key)
        guard let o = f.object(v, at: p) else { return nil }
        f.checkKnown(o, at: p, known: ["rowCount", "columnCount", "hierarchical"])
        guard let rows = f.integer(o, "rowCount", at: p, range: InputLimits.collectionCount),
          let columns = f.integer(o, "columnCount", at: p, range: InputLimits.collectionCount)
        else {
          if o["rowCount"] == nil || o["columnCount"] == nil {
            f.error(p, "a collection needs \"rowCount\" and \"columnCount\" (-1 when not known)")
          }
          return nil
        }
        return CollectionInfo(rowCount: rows, columnCount: columns, hierarchical: f.bool(o, "hierarchical", at: p) ?? false)
      },
      write: { info in
        var o = JSONObject()
        o["rowCount"] = .number(Double(info.rowCount))
        o["columnCount"] = .number(Double(info.columnCount))
        if info.hierarchical { o["hierarchical"] = true }
        return .object(o)
      })
  }
}

extension FieldCodec where Value == CollectionItemInfo {
  /// `{"rowIndex": 0, "columnIndex": 0}`, with `rowSpan` and `columnSpan` (1) and `heading` (false).
  static var collectionItemInfo: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        let p = JSONFields.join(path, key)
        guard let o = f.object(v, at: p) else { return nil }
        f.checkKnown(o, at: p, known: ["rowIndex", "rowSpan", "columnIndex", "columnSpan", "heading"])
        guard let row = f.integer(o, "rowIndex", at: p, range: InputLimits.collectionIndex),
          let column = f.integer(o, "columnIndex", at: p, range: InputLimits.collectionIndex)
        else {
          if o["rowIndex"] == nil || o["columnIndex"] == nil {
            f.error(p, "a collection item needs \"rowIndex\" and \"columnIndex\" (0-based)")
          }
          return nil
        }
        return CollectionItemInfo(
          rowIndex: row, rowSpan: f.integer(o, "rowSpan", at: p, range: InputLimits.collectionSpan) ?? 1,
          columnIndex: column, columnSpan: f.integer(o, "columnSpan", at: p, range: InputLimits.collectionSpan) ?? 1,
          heading: f.bool(o, "heading", at: p) ?? false)
      },
      write: { info in
        var o = JSONObject()
        o["rowIndex"] = .number(Double(info.rowIndex))
        if info.rowSpan != 1 { o["rowSpan"] = .number(Double(info.rowSpan)) }
        o["columnIndex"] = .number(Double(info.columnIndex))
        if info.columnSpan != 1 { o["columnSpan"] = .number(Double(info.columnSpan)) }
        if info.heading { o["heading"] = true }
        return .object(o)
      })
  }
}

extension FieldCodec where Value == RangeInfo {
  /// `{"type": "percent", "min": 0, "max": 100, "current": 40}` (`type` is `float` when left out).
  static var rangeInfo: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        let p = JSONFields.join(path, key)
        guard let o = f.object(v, at: p) else { return nil }
        f.checkKnown(o, at: p, known: ["type", "min", "max", "current"])
        let range = InputLimits.adjustableNumber.bounds
        guard let min = f.number(o, "min", at: p, range: range), let max = f.number(o, "max", at: p, range: range),
          let current = f.number(o, "current", at: p, range: range)
        else {
          if o["min"] == nil || o["max"] == nil || o["current"] == nil {
            f.error(p, "a range needs \"min\", \"max\" and \"current\"")
          }
          return nil
        }
        guard min <= max else {
          f.error(p, "\"min\" (\(JSONWriter.format(min))) is above \"max\" (\(JSONWriter.format(max)))")
          return nil
        }
        return RangeInfo(type: f.choice(o, "type", at: p, as: RangeInfo.Kind.self) ?? .float, min: min, max: max, current: current)
      },
      write: { info in
        var o = JSONObject()
        if info.type != .float { o["type"] = .string(info.type.rawValue) }
        o["min"] = .number(info.min)
        o["max"] = .number(info.max)
        o["current"] = .number(info.current)
        return .object(o)
      })
  }
}
