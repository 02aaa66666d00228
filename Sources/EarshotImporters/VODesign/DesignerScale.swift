import EarshotModel

/// How VoiceOver Designer frames become iOS points (docs/CAPTURE-FORMATS.md, "VoiceOver Designer bundles").
///
/// Frames are in the screenshot's size as AppKit sees it: pixels × 72 / the PNG's DPI. An untagged
/// 1170-pixel iPhone screenshot gives frames in pixels (3 per point); a 216-dpi one gives points.
/// The order of evidence: the PNG's pHYs, then `info.json`'s `imageScale`, then where the elements lie.
struct DesignerScale {
  /// Frame units per iOS point.
  var unitsPerPoint: Double
  /// The screen's size in points, when the screenshot or the artboard frame gives it.
  var size: [Double]?

  var device: Device { (size?[0] ?? 0) > 600 ? .iPad : .iPhone }

  /// From the screenshot, when the bundle has it.
  static func fromImage(_ image: PNGInfo, canvasWidth: Double?, imageScale: Double?) -> DesignerScale {
    let device = deviceScale(pixelWidth: image.width)
    let authorScale = image.usableDPI.map { $0 / 72 } ?? imageScale ?? 1
    let canvas = canvasWidth ?? image.width / authorScale
    let points = image.width / device
    return DesignerScale(unitsPerPoint: canvas / points, size: [points, image.height / device].map(rounded))
  }


  /// Whether frames divided by this scale stay in range (a canvas of zero width gives none).
  var isUsable: Bool { unitsPerPoint.isFinite && unitsPerPoint >= 0.01 && unitsPerPoint <= 100 }

  /// From an artboard frame, whose size is the image's in canvas units.
  static func fromCanvas(_ canvas: Frame) -> DesignerScale {
    // A canvas this narrow is already in points (a 216-dpi image); otherwise it is in pixels.
    let units = canvas.width <= 500 ? 1 : deviceScale(pixelWidth: canvas.width)
    return DesignerScale(unitsPerPoint: units, size: [canvas.width / units, canvas.height / units].map(rounded))
  }

  /// Without the screenshot: from where the bulk of the elements lie, checked against `imageScale`.
  /// Carousels put cards off screen, so the lower median of the on-screen centres is used, not the extent.
  static func fromFrames(_ frames: [Frame], imageScale: Double?, report: ImportReport, imageName: String, imageIgnored: Bool = false) -> DesignerScale {
    let centres = frames.filter { $0.x >= 0 }.map { $0.x + $0.width / 2 }.sorted()
    let centre = centres.isEmpty ? 0 : centres[(centres.count - 1) / 2]
    let guessed: Double = centre <= 280 ? 1 : centre <= 480 ? 2 : 3
    let describe: (Double) -> String = { $0 == 1 ? "points" : "pixels of a \(Int($0))× screenshot" }
    var units = guessed
    if let imageScale {
      // imageScale 1 means the frames are pixels; 2 or 3 means they are points.
      let stated: Double = imageScale >= 2 ? 1 : 3
      if (stated == 1) != (guessed == 1) {
        report.warn("staleScale", at: nil, "info.json says imageScale \(JSONWriter.format(imageScale)), but the elements lie as on a screen \(Int(centre * 2 / guessed)) points wide; the frames are read as \(describe(guessed))")
      } else {
        units = stated == 1 ? 1 : guessed
      }
    }
    if UnverifiedMapping.infersDesignerScaleFromFrames {
      let why = imageIgnored ? "cannot be used" : "is not in the bundle"
      report.warn("noScreenshot", at: nil, "the screenshot (\(imageName)) \(why), so the unit of the frames is inferred from where the elements lie: \(describe(units))")
    }
    return DesignerScale(unitsPerPoint: units, size: nil)
  }

  static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

  /// Pixels per point of an iPhone or iPad screenshot of this width.
  static func deviceScale(pixelWidth w: Double) -> Double {
    let threeX: Set<Double> = [1080, 1125, 1170, 1179, 1206, 1242, 1284, 1290, 1320]
    let twoX: Set<Double> = [640, 750, 828, 1488, 1536, 1620, 1640, 1668, 2048, 2064]
    if threeX.contains(w) { return 3 }
    if twoX.contains(w) { return 2 }
    if (300...450).contains(w / 3) { return 3 }
    if (300...450).contains(w / 2) || (700...1100).contains(w / 2) { return 2 }
    return w <= 500 ? 1 : 3
  }
}
