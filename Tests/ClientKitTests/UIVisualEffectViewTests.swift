import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UIVisualEffectView: content in its content view, which fills it; a blur drawn as its
/// style's translucent tint over what lies behind (ClientKit does not blur); no effect,
/// nothing drawn.
final class UIVisualEffectViewTests: XCTestCase {
    func testContentViewFillsTheViewAndTheBlurTintsWhatIsBehind() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 100, height: 100)
            let behind = UIView(frame: window.bounds)
            behind.backgroundColor = .red
            window.addSubview(behind)
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            effect.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            window.addSubview(effect)
            let badge = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
            badge.backgroundColor = .green
            effect.contentView.addSubview(badge)
            window.layoutIfNeeded()
            XCTAssertEqual(effect.contentView.frame, effect.bounds)
            XCTAssertTrue(effect.subviews.contains(effect.contentView))

            var image = renderedImage(of: window)
            let tinted = RGBA(pixel: image.pixel(x: 10, y: 10))
            XCTAssertLessThan(tinted.r, 120, "darkened: \(tinted)")
            XCTAssertGreaterThan(tinted.r, tinted.g, "what is behind shows through: \(tinted)")
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 80, y: 80)), RGBA(255, 0, 0), "outside, untouched")
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 45, y: 45)), RGBA(0, 255, 0), "the content on top")

            effect.effect = UIBlurEffect(style: .systemMaterialLight)
            image = renderedImage(of: window)
            let light = RGBA(pixel: image.pixel(x: 10, y: 10))
            XCTAssertGreaterThan(light.g, 150, "a light material: \(light)")
            effect.effect = nil
            image = renderedImage(of: window)
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 10, y: 10)), RGBA(255, 0, 0), "no effect: clear")
            XCTAssertEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label).blurEffect.style, .dark)
        }
    }
}
